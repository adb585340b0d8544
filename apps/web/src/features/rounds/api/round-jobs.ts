import type { Round, RoundJobAdd } from "@stint/shared/rounds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { MutationHandlers } from "./mutation-handlers.ts";
import { roundChanged } from "./round-cache.ts";

const jobPath = (id: string, jobId: string) => `/rounds/${encodeURIComponent(id)}/jobs/${encodeURIComponent(jobId)}`;

/** A member adds one of its published jobs (capacity: its openings unless given), before the run. */
export function addRoundJob(id: string, body: RoundJobAdd) {
  return api.post<Round>(`/rounds/${encodeURIComponent(id)}/jobs`, body);
}

/** The job's company sets its places (at most its openings), before the run. */
export function setRoundJobCapacity(id: string, jobId: string, capacity: number) {
  return api.patch<Round | undefined>(jobPath(id, jobId), { capacity });
}

export function useRemoveRoundJob(id: string, handlers: MutationHandlers<Round | undefined, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.delete<Round | undefined>(jobPath(id, jobId)),
    onSuccess: async (round, jobId) => {
      await handlers.onSuccess?.(round, jobId);
      await roundChanged(queryClient, { round: round ?? undefined });
    },
    onError: async (error, jobId) => {
      handlers.onError?.(error, jobId);
      await roundChanged(queryClient);
    },
  });
}
