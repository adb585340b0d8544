import type { Round, RoundJobAdd } from "@stint/shared/rounds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import type { MutationHandlers } from "./mutation-handlers.ts";
import { roundChanged } from "./round-cache.ts";

/** A member adds one of its published jobs (capacity: its openings unless given), before the run. */
export function addRoundJob(id: string, body: RoundJobAdd) {
  return answer(api.POST("/rounds/{id}/jobs", { params: { path: { id } }, body }));
}

/** The job's company sets its places (at most its openings), before the run. */
export function setRoundJobCapacity(id: string, jobId: string, capacity: number) {
  return answer(api.PATCH("/rounds/{id}/jobs/{jobId}", { params: { path: { id, jobId } }, body: { capacity } }));
}

export function useRemoveRoundJob(id: string, handlers: MutationHandlers<Round | undefined, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => answer(api.DELETE("/rounds/{id}/jobs/{jobId}", { params: { path: { id, jobId } } })),
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
