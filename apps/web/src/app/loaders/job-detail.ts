import type { Role } from "@stint/shared/account";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { jobApplicationQueryOptions } from "../../features/applications/api/get-job-application.ts";
import { cvListQueryOptions } from "../../features/cvs/api/list-cvs.ts";
import { jobQueryOptions } from "../../features/jobs/api/get-job.ts";
import { matchScoreQueryOptions } from "../../features/matching/api/get-match-score.ts";
import { viewerFor } from "./viewer.ts";

/** A student's match with the job: their CVs, then the score of the CV in the URL (or the primary one). */
async function prefetchMatch(queryClient: QueryClient, jobId: string, cvId: string | null) {
  const cvs = await queryClient.ensureQueryData(cvListQueryOptions);
  const cv = cvs.find((item) => item.id === cvId) ?? cvs.find((item) => item.isPrimary) ?? cvs[0];
  if (cv) await queryClient.prefetchQuery(matchScoreQueryOptions(cv.id, jobId));
}

/**
 * The job of `/job-detail/:id` (and, for companies, `/job-edit/:id`) starts loading with the navigation, at once
 * (a published job is public, a draft answers for its company's session alike); then, for a student on the
 * job's page, their application to it and their match with it.
 */
export function jobDetailLoader(queryClient: QueryClient, role?: Role): LoaderFunction {
  return async ({ params, request }) => {
    if (!params.id) return null;
    void queryClient.prefetchQuery(jobQueryOptions(params.id));
    const viewer = await viewerFor(queryClient, role);
    if (!role && viewer?.role === "student") {
      void queryClient.prefetchQuery(jobApplicationQueryOptions(params.id));
      const cvId = new URL(request.url).searchParams.get("cvId");
      void prefetchMatch(queryClient, params.id, cvId).catch(() => undefined);
    }
    return null;
  };
}
