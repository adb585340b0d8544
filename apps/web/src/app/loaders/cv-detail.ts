import type { Role } from "@stint/shared/account";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { cvQueryOptions } from "../../features/cvs/api/get-cv.ts";
import { viewerFor } from "./viewer.ts";

/** The CV of `/cv-detail/:id` (and, for students, `/cv-edit/:id`) starts loading with the navigation. */
export function cvDetailLoader(queryClient: QueryClient, role?: Role): LoaderFunction {
  return async ({ params }) => {
    if (params.id && (await viewerFor(queryClient, role))) void queryClient.prefetchQuery(cvQueryOptions(params.id));
    return null;
  };
}
