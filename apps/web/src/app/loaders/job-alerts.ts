import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { jobAlertsQueryOptions } from "../../features/job-alerts/api/job-alerts.ts";
import { viewerFor } from "./viewer.ts";

/** `/job-alerts`: the student's alerts start loading with the navigation. */
export function jobAlertsLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    if (await viewerFor(queryClient, "student")) void queryClient.prefetchQuery(jobAlertsQueryOptions());
    return null;
  };
}
