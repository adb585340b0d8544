import type { Round } from "@stint/shared/rounds";
import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import type { MutationHandlers } from "./mutation-handlers.ts";

/**
 * The creator's steps: `open` (draft → ranking, needs a job), `run` (ranking → confirming; in confirming, a
 * second run over the students without a live place and the places left) and `close` (unanswered places expire).
 */
export type RoundStep = "open" | "run" | "close";

export function takeRoundStep(id: string, step: RoundStep) {
  return answer(api.POST(`/rounds/{id}/${step}`, { params: { path: { id } } }));
}

export function useRoundStep(id: string, handlers: MutationHandlers<Round, RoundStep> = {}) {
  return useApiMutation({
    mutationFn: (step: RoundStep) => takeRoundStep(id, step),
    changes: (round) => ["round.saved", round],
    onSuccess: (round, step) => handlers.onSuccess?.(round, step),
    onError: (error, step) => handlers.onError?.(error, step),
    // Refused (another state, a deadline): what the screen shows is refreshed.
    refusalChanges: "round.refused",
  });
}
