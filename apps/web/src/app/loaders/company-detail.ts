import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { companyQueryOptions } from "../../features/companies/api/get-company.ts";
import { ratingPagesQueryOptions } from "../../features/ratings/api/list-ratings.ts";
import { viewerFor } from "./viewer.ts";

/** The company page's profile, open jobs and published ratings start loading with the navigation. */
export function companyDetailLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ params }) => {
    if (!params.id || !(await viewerFor(queryClient))) return null;
    void queryClient.prefetchQuery(companyQueryOptions(params.id));
    void queryClient.prefetchInfiniteQuery(ratingPagesQueryOptions({ companyId: params.id }));
    return null;
  };
}
