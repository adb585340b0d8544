import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { ratingQueryOptions } from "../../features/ratings/api/get-rating.ts";
import { ratingPagesQueryOptions } from "../../features/ratings/api/list-ratings.ts";
import { rateableMatchesQueryOptions } from "../../lib/rateable-matches.ts";
import { viewerFor } from "./viewer.ts";

/** `/rating-creation`: the matches that can be rated start loading with the navigation. */
export function ratingCreationLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    if (await viewerFor(queryClient)) void queryClient.prefetchQuery(rateableMatchesQueryOptions);
    return null;
  };
}

/** `/rating-list`: the tab's first page (and, on Received, the ratings that wait for the viewer's). */
export function ratingListLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    if (!(await viewerFor(queryClient))) return null;
    const params = new URL(request.url).searchParams;
    const tab = params.get("tab") === "received" ? "received" : "given";
    const q = params.get("q")?.trim().slice(0, 120) ?? "";
    void queryClient.prefetchInfiniteQuery(ratingPagesQueryOptions({ tab, q }));
    if (tab === "received") void queryClient.prefetchQuery(rateableMatchesQueryOptions);
    return null;
  };
}

/** `/rating-detail/{id}` and `/rating-edit/{id}`: the rating starts loading with the navigation. */
export function ratingDetailLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ params }) => {
    if (params.id && (await viewerFor(queryClient))) void queryClient.prefetchQuery(ratingQueryOptions(params.id));
    return null;
  };
}
