import type { SavedFilter, SavedFilterPatch } from "@stint/shared/saved-filters";
import { answer, api } from "../../../lib/api-client.ts";

/** Renames a saved filter (or moves it, or replaces its filter); 409 when the new name is taken. */
export function updateSavedFilter(id: string, patch: SavedFilterPatch) {
  return answer(api.PATCH("/saved-filters/{id}", { params: { path: { id } }, body: patch })) as Promise<SavedFilter>;
}
