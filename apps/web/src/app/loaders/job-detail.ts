import type { Role } from "@stint/shared/account";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { jobQueryOptions } from "../../features/jobs/api/get-job.ts";
import { viewerFor } from "./viewer.ts";

/** The job of `/job-detail/:id` (and, for companies, `/job-edit/:id`) starts loading with the navigation. */
export function jobDetailLoader(queryClient: QueryClient, role?: Role): LoaderFunction {
  return async ({ params }) => {
    if (params.id && (await viewerFor(queryClient, role))) void queryClient.prefetchQuery(jobQueryOptions(params.id));
    return null;
  };
}
