import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { jobChanged } from "./job-cache.ts";

/** A complete draft goes live; a 400 lists what is still missing, field by field. */
export function publishJob(id: string) {
  return answer(api.POST("/jobs/{id}/publish", { params: { path: { id } } }));
}

export function usePublishJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => publishJob(id),
    onSuccess: (job) => jobChanged(queryClient, job),
  });
}
