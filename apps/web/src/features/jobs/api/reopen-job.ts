import type { Job } from "@stint/shared/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { jobChanged } from "./job-cache.ts";

/** A closed job is published again (it must still be complete). */
export function reopenJob(id: string) {
  return api.post<Job>(`/jobs/${encodeURIComponent(id)}/reopen`);
}

export function useReopenJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => reopenJob(id),
    onSuccess: (job) => jobChanged(queryClient, job),
  });
}
