import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

/** A published job stops taking applications; it stays readable for everyone. */
export function closeJob(id: string) {
  return answer(api.POST("/jobs/{id}/close", { params: { path: { id } } }));
}

export function useCloseJob() {
  return useApiMutation({
    mutationFn: (id: string) => closeJob(id),
    changes: (job) => ["job.closed", job],
  });
}
