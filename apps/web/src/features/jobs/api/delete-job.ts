import type { Job } from "@stint/shared/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { jobRemoved } from "./job-cache.ts";

export function deleteJob(id: string) {
  return answer(api.DELETE("/jobs/{id}", { params: { path: { id } } }));
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: Pick<Job, "id" | "companyId">) => deleteJob(job.id),
    onSuccess: (_result, job) => jobRemoved(queryClient, job),
  });
}
