import type { Round } from "@stint/shared/rounds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import type { MutationHandlers } from "./mutation-handlers.ts";
import { roundChanged } from "./round-cache.ts";

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, confirm }: PlaceAnswerVariables) => answerPlace(id, placeId, confirm),
    onSuccess: async (round, variables) => {
      await handlers.onSuccess?.(round, variables);
      await roundChanged(queryClient, { round, placesAnswered: true });
    },
    onError: async (error, variables) => {
      handlers.onError?.(error, variables);
      await roundChanged(queryClient);
    },
  });
}
