import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { savedFiltersChanged } from "./saved-filter-cache.ts";

export function deleteSavedFilter(id: string) {
  return answer(api.DELETE("/saved-filters/{id}", { params: { path: { id } } }));
}

/** Deletes a saved filter; the lists refresh either way (a 404 means it was deleted elsewhere already). */
export function useDeleteSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedFilter,
    onSettled: () => savedFiltersChanged(queryClient),
  });
}
