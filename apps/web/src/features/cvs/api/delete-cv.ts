import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function deleteCv(id: string) {
  return answer(api.DELETE("/cvs/{id}", { params: { path: { id } } }));
}

/** Deleting the primary CV makes the next one primary (the API decides which). */
export function useDeleteCv() {
  return useApiMutation({
    mutationFn: (id: string) => deleteCv(id),
    changes: (_result, id) => ["cv.deleted", id],
  });
}
