import type { Round, RoundJobAdd } from "@stint/shared/rounds";
import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import type { MutationHandlers } from "./mutation-handlers.ts";

/** A member adds one of its published jobs (capacity: its openings unless given), before the run. */
export function addRoundJob(id: string, body: RoundJobAdd) {
  return answer(api.POST("/rounds/{id}/jobs", { params: { path: { id } }, body }));
}

/** The job's company sets its places (at most its openings), before the run. */
export function setRoundJobCapacity(id: string, jobId: string, capacity: number) {
  return answer(api.PATCH("/rounds/{id}/jobs/{jobId}", { params: { path: { id, jobId } }, body: { capacity } }));
}

export function useRemoveRoundJob(id: string, handlers: MutationHandlers<Round | undefined, string> = {}) {
  return useApiMutation({
    mutationFn: (jobId: string) => answer(api.DELETE("/rounds/{id}/jobs/{jobId}", { params: { path: { id, jobId } } })),
    changes: (round) => ["round.saved", round ?? undefined],
    onSuccess: (round, jobId) => handlers.onSuccess?.(round, jobId),
    onError: (error, jobId) => handlers.onError?.(error, jobId),
    refusalChanges: "round.refused",
  });
}
