import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { ratingsChanged } from "./rating-cache.ts";

export function deleteRatingResponse(id: string) {
  return answer(api.DELETE("/ratings/{id}/response", { params: { path: { id } } }));
}

/** The rated company takes its public response back. */
export function useDeleteRatingResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRatingResponse(id),
    onSuccess: () => ratingsChanged(queryClient),
  });
}
