import type { QueryClient } from "@tanstack/react-query";
import { savedFilterKeys } from "../../../lib/query-keys.ts";

/** After a filter was saved, renamed or deleted: every job's list of saved filters refreshes. */
export function savedFiltersChanged(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: savedFilterKeys.all });
}
