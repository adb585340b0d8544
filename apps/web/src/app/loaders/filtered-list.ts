import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { jobQueryOptions } from "../../features/jobs/api/get-job.ts";
import { candidatesQueryOptions } from "../../features/matching/api/list-candidates.ts";
import { parseCandidateParams, toCandidatesQuery } from "../../features/matching/matching-search-params.ts";
import { savedFiltersQueryOptions } from "../../features/saved-filters/api/list-saved-filters.ts";
import { viewerFor } from "./viewer.ts";

/**
 * Every candidate of the job the address asks for (with its filters), and the company's saved filters, start
 * loading with the navigation and with every change of filters.
 */
export function filteredListLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ params, request }) => {
    const id = params.id;
    if (!id || !(await viewerFor(queryClient, "company"))) return null;
    const filters = parseCandidateParams(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(savedFiltersQueryOptions(id));
    void (async () => {
      // Whether a distance can be asked for depends on the job's place; without a distance it does not matter.
      const job = filters.distanceKm === null ? null : await queryClient.ensureQueryData(jobQueryOptions(id));
      const list = { id, hasPlace: job ? job.location !== null : false, scope: "all" as const };
      await queryClient.prefetchInfiniteQuery(candidatesQueryOptions(toCandidatesQuery(filters, list)));
    })().catch(() => undefined);
    return null;
  };
}
