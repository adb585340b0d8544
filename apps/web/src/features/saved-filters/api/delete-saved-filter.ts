import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function deleteSavedFilter(id: string) {
  return answer(api.DELETE("/saved-filters/{id}", { params: { path: { id } } }));
}

/** Deletes a saved filter; the lists refresh either way (a 404 means it was deleted elsewhere already). */
export function useDeleteSavedFilter() {
  return useApiMutation({
    mutationFn: deleteSavedFilter,
    changes: "saved-filter.changed",
    refusalChanges: "saved-filter.changed",
  });
}
