import type { Job } from "@stint/shared/jobs";
import { api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

/** A complete draft goes live; a 400 lists what is still missing, field by field. */
export function publishJob(id: string) {
  return api.post<Job>(`/jobs/${encodeURIComponent(id)}/publish`);
}

export function usePublishJob() {
  return useApiMutation({
    mutationFn: (id: string) => publishJob(id),
    changes: (job) => ["job.published", job],
  });
}
