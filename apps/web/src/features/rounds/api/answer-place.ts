import type { Round } from "@stint/shared/rounds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { roundChanged } from "./round-cache.ts";

/** The place's student or the job's company confirms or declines it, before the confirmation deadline. */
export function answerPlace(id: string, placeId: string, confirm: boolean) {
  return api.post<Round>(`/rounds/${encodeURIComponent(id)}/places/${encodeURIComponent(placeId)}/answer`, {
    confirm,
  });
}

export function useAnswerPlace(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, confirm }: { placeId: string; confirm: boolean }) => answerPlace(id, placeId, confirm),
    onSuccess: (round) => roundChanged(queryClient, { round, placesAnswered: true }),
    onError: () => roundChanged(queryClient),
  });
}
