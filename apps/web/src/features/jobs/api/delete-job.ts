import type { Job } from "@stint/shared/jobs";
import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function deleteJob(id: string) {
  return answer(api.DELETE("/jobs/{id}", { params: { path: { id } } }));
}

export function useDeleteJob() {
  return useApiMutation({
    mutationFn: (job: Pick<Job, "id" | "companyId">) => deleteJob(job.id),
    changes: (_result, job) => ["job.deleted", job],
  });
}
