import type { Job } from "@stint/shared/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { jobChanged } from "./job-cache.ts";

/** A published job stops taking applications; it stays readable for everyone. */
export function closeJob(id: string) {
  return api.post<Job>(`/jobs/${encodeURIComponent(id)}/close`);
}

export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => closeJob(id),
    onSuccess: (job) => jobChanged(queryClient, job),
  });
}
