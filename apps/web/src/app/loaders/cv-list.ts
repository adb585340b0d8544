import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { cvListQueryOptions } from "../../features/cvs/api/list-cvs.ts";
import { viewerFor } from "./viewer.ts";

/** A student's CVs (`/cv-list`, and `/cv-creation`, which counts them) start loading with the navigation. */
export function cvListLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    if (await viewerFor(queryClient, "student")) void queryClient.prefetchQuery(cvListQueryOptions);
    return null;
  };
}
