import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

/** A complete draft goes live; a 400 lists what is still missing, field by field. */
export function publishJob(id: string) {
  return answer(api.POST("/jobs/{id}/publish", { params: { path: { id } } }));
}

export function usePublishJob() {
  return useApiMutation({
    mutationFn: (id: string) => publishJob(id),
    changes: (job) => ["job.published", job],
  });
}
