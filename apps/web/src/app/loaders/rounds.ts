import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { roundQueryOptions } from "../../features/rounds/api/get-round.ts";
import { roundListQueryOptions } from "../../lib/round-list.ts";
import { viewerFor } from "./viewer.ts";

/** `/round-list`: the company's rounds start loading with the navigation. */
export function roundListLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    if (await viewerFor(queryClient, "company")) void queryClient.prefetchQuery(roundListQueryOptions);
    return null;
  };
}

/** `/round-detail/{id}`: the round starts loading with the navigation. */
export function roundDetailLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ params }) => {
    if (params.id && (await viewerFor(queryClient, "company"))) {
      void queryClient.prefetchQuery(roundQueryOptions(params.id));
    }
    return null;
  };
}
