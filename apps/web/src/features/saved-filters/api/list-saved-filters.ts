import type { SavedFilterList } from "@stint/shared/saved-filters";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { savedFilterKeys } from "../../../lib/query-keys.ts";

export function listSavedFilters(jobId: string, signal?: AbortSignal) {
  return answer(api.GET("/saved-filters", { params: { query: { jobId } }, signal })) as Promise<SavedFilterList>;
}

export const savedFiltersQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: savedFilterKeys.forJob(jobId),
    queryFn: ({ signal }) => listSavedFilters(jobId, signal),
  });

/** The company's saved filters for one of its jobs and those for all its jobs, by name. */
export function useSavedFilters(jobId: string) {
  return useQuery(savedFiltersQueryOptions(jobId));
}
