import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

/** A closed job is published again (it must still be complete). */
export function reopenJob(id: string) {
  return answer(api.POST("/jobs/{id}/reopen", { params: { path: { id } } }));
}

export function useReopenJob() {
  return useApiMutation({
    mutationFn: (id: string) => reopenJob(id),
    changes: (job) => ["job.reopened", job],
  });
}
