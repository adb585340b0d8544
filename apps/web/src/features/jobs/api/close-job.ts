import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { jobChanged } from "./job-cache.ts";

/** A published job stops taking applications; it stays readable for everyone. */
export function closeJob(id: string) {
  return answer(api.POST("/jobs/{id}/close", { params: { path: { id } } }));
}

export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => closeJob(id),
    onSuccess: (job) => jobChanged(queryClient, job),
  });
}
