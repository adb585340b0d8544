import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { ratingsChanged } from "./rating-cache.ts";

export function deleteRating(id: string) {
  return answer(api.DELETE("/ratings/{id}", { params: { path: { id } } }));
}

/** The author deletes their rating while it is still hidden; the match can be rated again. */
export function useDeleteRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRating(id),
    onSuccess: (_result, id) => ratingsChanged(queryClient, { exceptId: id }),
  });
}
