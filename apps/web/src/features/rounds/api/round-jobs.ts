import type { Round, RoundJobAdd } from "@stint/shared/rounds";
import { api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import type { MutationHandlers } from "./mutation-handlers.ts";

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
  return useApiMutation({
    mutationFn: (jobId: string) => api.delete<Round | undefined>(jobPath(id, jobId)),
    changes: (round) => ["round.saved", round ?? undefined],
    onSuccess: (round, jobId) => handlers.onSuccess?.(round, jobId),
    onError: (error, jobId) => handlers.onError?.(error, jobId),
    refusalChanges: "round.refused",
  });
}
