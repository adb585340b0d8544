import type { Round } from "@stint/shared/rounds";
import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import type { MutationHandlers } from "./mutation-handlers.ts";

/** The place's student or the job's company confirms or declines it, before the confirmation deadline. */
export function answerPlace(id: string, placeId: string, confirm: boolean) {
  return answer(
    api.POST("/rounds/{id}/places/{placeId}/answer", {
      params: { path: { id, placeId } },
      body: {
        confirm,
      },
    }),
  );
}

export type PlaceAnswerVariables = { placeId: string; confirm: boolean };

export function useAnswerPlace(id: string, handlers: MutationHandlers<Round, PlaceAnswerVariables> = {}) {
  return useApiMutation({
    mutationFn: ({ placeId, confirm }: PlaceAnswerVariables) => answerPlace(id, placeId, confirm),
    changes: (round) => ["round.place-answered", round],
    onSuccess: (round, variables) => handlers.onSuccess?.(round, variables),
    onError: (error, variables) => handlers.onError?.(error, variables),
    refusalChanges: "round.refused",
  });
}
