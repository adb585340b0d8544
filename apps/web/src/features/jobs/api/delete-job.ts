import type { Job } from "@stint/shared/jobs";
import { api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function deleteJob(id: string) {
  return api.delete<void>(`/jobs/${encodeURIComponent(id)}`);
}

export function useDeleteJob() {
  return useApiMutation({
    mutationFn: (job: Pick<Job, "id" | "companyId">) => deleteJob(job.id),
    changes: (_result, job) => ["job.deleted", job],
  });
}
