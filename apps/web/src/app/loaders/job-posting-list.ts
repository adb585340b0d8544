import { hashKey, type QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { jobSearchQueryOptions } from "../../features/jobs/api/search-jobs.ts";
import { filtersForViewer, parseJobListParams, toApiQuery } from "../../features/jobs/job-search-params.ts";
import { viewerFor } from "./viewer.ts";

/**
 * The page of jobs the address asks for starts loading with the navigation (and with every change of filters).
 * Published jobs are public: unless the address has a company's own filters, the search is the same whoever
 * asks, so it starts at once instead of after the session's answer.
 */
export function jobPostingListLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const filters = parseJobListParams(new URL(request.url).searchParams);
    const search = (company: boolean) => jobSearchQueryOptions(toApiQuery(filtersForViewer(filters, company)));
    if (hashKey(search(false).queryKey) === hashKey(search(true).queryKey)) {
      void queryClient.prefetchQuery(search(false));
      return null;
    }
    const viewer = await viewerFor(queryClient);
    if (viewer) void queryClient.prefetchQuery(search(viewer.role === "company"));
    return null;
  };
}
