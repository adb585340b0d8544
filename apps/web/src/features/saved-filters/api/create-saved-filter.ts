import type { SavedFilter, SavedFilterCreate } from "@stint/shared/saved-filters";
import { answer, api } from "../../../lib/api-client.ts";

/** Saves a named filter, for one job or (jobId null) for all the company's jobs; 409 when the name is taken. */
export function createSavedFilter(input: SavedFilterCreate) {
  return answer(api.POST("/saved-filters", { body: input })) as Promise<SavedFilter>;
}
