import type { Job } from "@stint/shared/jobs";
import { api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

/** A closed job is published again (it must still be complete). */
export function reopenJob(id: string) {
  return api.post<Job>(`/jobs/${encodeURIComponent(id)}/reopen`);
}

export function useReopenJob() {
  return useApiMutation({
    mutationFn: (id: string) => reopenJob(id),
    changes: (job) => ["job.reopened", job],
  });
}
