import type { Job } from "@stint/shared/jobs";
import { api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

/** A published job stops taking applications; it stays readable for everyone. */
export function closeJob(id: string) {
  return api.post<Job>(`/jobs/${encodeURIComponent(id)}/close`);
}

export function useCloseJob() {
  return useApiMutation({
    mutationFn: (id: string) => closeJob(id),
    changes: (job) => ["job.closed", job],
  });
}
