import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { jobChanged } from "./job-cache.ts";

/** A closed job is published again (it must still be complete). */
export function reopenJob(id: string) {
  return answer(api.POST("/jobs/{id}/reopen", { params: { path: { id } } }));
}

export function useReopenJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => reopenJob(id),
    onSuccess: (job) => jobChanged(queryClient, job),
  });
}
