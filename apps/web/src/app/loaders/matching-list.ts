import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import {
  applicationPagesQueryOptions,
  studentApplicationsQuery,
} from "../../features/applications/api/list-applications.ts";
import { matchPagesQueryOptions, studentMatchesQuery } from "../../features/applications/api/list-matches.ts";
import { cvListQueryOptions } from "../../features/cvs/api/list-cvs.ts";
import {
  invitationPagesQueryOptions,
  openInvitationCountQueryOptions,
  studentInvitationsQuery,
} from "../../features/invitations/api/list-invitations.ts";
import { jobSearchPagesQueryOptions } from "../../features/jobs/api/search-jobs.ts";
import { ownPublishedJobsSearch } from "../../features/jobs/api/own-published-jobs-search.ts";
import { bestCandidatesQueryOptions } from "../../features/matching/api/list-candidates.ts";
import { matchingJobsQueryOptions } from "../../features/matching/api/list-matching-jobs.ts";
import { parseMatchingJobsParams, toMatchingJobsQuery } from "../../features/matching/matching-search-params.ts";
import { roundQueryOptions } from "../../features/rounds/api/get-round.ts";
import { roundListQueryOptions } from "../../lib/round-list.ts";
import { viewerFor } from "./viewer.ts";

/**
 * The tab in the URL: a student's applications, invitations (and their CVs, to accept with) or matches; else
 * their CVs, then the jobs ranked for the CV in the URL (or the primary one).
 */
async function prefetchStudent(queryClient: QueryClient, params: URLSearchParams) {
  const q = params.get("q") ?? "";
  void queryClient.prefetchQuery(openInvitationCountQueryOptions);
  // The student's placement rounds, then each one's detail (their ranking or result), above every tab.
  void queryClient
    .ensureQueryData(roundListQueryOptions)
    .then((rounds) => rounds.forEach((round) => void queryClient.prefetchQuery(roundQueryOptions(round.id))))
    .catch(() => undefined);
  switch (params.get("tab")) {
    case "applied":
      return queryClient.prefetchInfiniteQuery(applicationPagesQueryOptions(studentApplicationsQuery(q)));
    case "invited":
      void queryClient.prefetchQuery(cvListQueryOptions);
      return queryClient.prefetchInfiniteQuery(invitationPagesQueryOptions(studentInvitationsQuery(q)));
    case "matched":
      return queryClient.prefetchInfiniteQuery(matchPagesQueryOptions(studentMatchesQuery(q)));
  }
  const cvs = await queryClient.ensureQueryData(cvListQueryOptions);
  const filters = parseMatchingJobsParams(params);
  const cv = cvs.find((item) => item.id === filters.cvId) ?? cvs.find((item) => item.isPrimary) ?? cvs[0];
  if (cv) await queryClient.prefetchInfiniteQuery(matchingJobsQueryOptions(toMatchingJobsQuery(filters, cv.id)));
}

/** A company's published jobs, then the best candidates of each. */
async function prefetchCompany(queryClient: QueryClient, params: URLSearchParams) {
  const jobs = await queryClient.ensureInfiniteQueryData(
    jobSearchPagesQueryOptions(ownPublishedJobsSearch(params.get("q") ?? "")),
  );
  for (const job of jobs.pages[0]?.items ?? []) void queryClient.prefetchQuery(bestCandidatesQueryOptions(job.id));
}

/** The matching list's data starts loading with the navigation (and with every change of its search). */
export function matchingListLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const viewer = await viewerFor(queryClient);
    const params = new URL(request.url).searchParams;
    const prefetch = viewer?.role === "student" ? prefetchStudent : viewer?.role === "company" ? prefetchCompany : null;
    // Not awaited: the screen shows its own loading states; a failure shows there too.
    if (prefetch) void prefetch(queryClient, params).catch(() => undefined);
    return null;
  };
}
