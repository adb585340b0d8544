import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { jobSearchQueryOptions } from "../../features/jobs/api/search-jobs.ts";
import { filtersForViewer, parseJobListParams, toApiQuery } from "../../features/jobs/job-search-params.ts";
import { viewerFor } from "./viewer.ts";

/** The page of jobs the address asks for starts loading with the navigation (and with every change of filters). */
export function jobPostingListLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const viewer = await viewerFor(queryClient);
    if (viewer) {
      const filters = filtersForViewer(
        parseJobListParams(new URL(request.url).searchParams),
        viewer.role === "company",
      );
      void queryClient.prefetchQuery(jobSearchQueryOptions(toApiQuery(filters)));
    }
    return null;
  };
}
