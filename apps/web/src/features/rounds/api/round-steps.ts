import type { Round } from "@stint/shared/rounds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import type { MutationHandlers } from "./mutation-handlers.ts";
import { roundChanged } from "./round-cache.ts";

/**
 * The creator's steps: `open` (draft → ranking, needs a job), `run` (ranking → confirming; in confirming, a
 * second run over the students without a live place and the places left) and `close` (unanswered places expire).
 */
export type RoundStep = "open" | "run" | "close";

export function takeRoundStep(id: string, step: RoundStep) {
  return answer(api.POST(`/rounds/{id}/${step}`, { params: { path: { id } } }));
}

export function useRoundStep(id: string, handlers: MutationHandlers<Round, RoundStep> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: RoundStep) => takeRoundStep(id, step),
    onSuccess: async (round, step) => {
      await handlers.onSuccess?.(round, step);
      await roundChanged(queryClient, { round });
    },
    // Refused (another state, a deadline): what the screen shows is refreshed.
    onError: async (error, step) => {
      handlers.onError?.(error, step);
      await roundChanged(queryClient);
    },
  });
}
