import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function deleteRatingResponse(id: string) {
  return answer(api.DELETE("/ratings/{id}/response", { params: { path: { id } } }));
}

/** The rated company takes its public response back. */
export function useDeleteRatingResponse() {
  return useApiMutation({
    mutationFn: (id: string) => deleteRatingResponse(id),
    changes: "rating.changed",
  });
}
