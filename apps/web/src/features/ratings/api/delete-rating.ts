import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function deleteRating(id: string) {
  return answer(api.DELETE("/ratings/{id}", { params: { path: { id } } }));
}

/** The author deletes their rating while it is still hidden; the match can be rated again. */
export function useDeleteRating() {
  return useApiMutation({
    mutationFn: (id: string) => deleteRating(id),
    changes: (_result, id) => ["rating.deleted", id],
  });
}
