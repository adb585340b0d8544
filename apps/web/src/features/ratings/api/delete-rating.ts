import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { ratingsChanged } from "./rating-cache.ts";

export function deleteRating(id: string) {
  return api.delete<void>(`/ratings/${encodeURIComponent(id)}`);
}

/** The author deletes their rating while it is still hidden; the match can be rated again. */
export function useDeleteRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRating(id),
    onSuccess: (_result, id) => ratingsChanged(queryClient, { exceptId: id }),
  });
}
