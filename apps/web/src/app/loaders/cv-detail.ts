import type { Role } from "@stint/shared/account";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { cvQueryOptions } from "../../features/cvs/api/get-cv.ts";
import { jobQueryOptions } from "../../features/jobs/api/get-job.ts";
import { matchScoreQueryOptions } from "../../features/matching/api/get-match-score.ts";
import { viewerFor } from "./viewer.ts";

/**
 * The CV of `/cv-detail/:id` (and, for students, `/cv-edit/:id`) starts loading with the navigation, and for a
 * company that came from a job's candidates (`?jobId=`), that job and the CV's match with it.
 */
export function cvDetailLoader(queryClient: QueryClient, role?: Role): LoaderFunction {
  return async ({ params, request }) => {
    const viewer = params.id ? await viewerFor(queryClient, role) : null;
    if (!params.id || !viewer) return null;
    void queryClient.prefetchQuery(cvQueryOptions(params.id));
    const jobId = new URL(request.url).searchParams.get("jobId")?.trim();
    if (!role && viewer.role === "company" && jobId) {
      void queryClient.prefetchQuery(jobQueryOptions(jobId));
      void queryClient.prefetchQuery(matchScoreQueryOptions(params.id, jobId));
    }
    return null;
  };
}
