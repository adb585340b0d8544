import type { SavedFilter, SavedFilterCreate } from "@stint/shared/saved-filters";
import { api } from "../../../lib/api-client.ts";

/** Saves a named filter, for one job or (jobId null) for all the company's jobs; 409 when the name is taken. */
export function createSavedFilter(input: SavedFilterCreate) {
  return api.post<SavedFilter>("/saved-filters", input);
}
