import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { cvListQueryOptions } from "../../features/cvs/api/list-cvs.ts";
import { dashboardSearches } from "../../features/jobs/api/dashboard-searches.ts";
import { jobsSummaryQueryOptions } from "../../features/jobs/api/get-jobs-summary.ts";
import { upcomingInterviewsQueryOptions } from "../../features/interviews/api/interviews.ts";
import { jobSearchQueryOptions } from "../../features/jobs/api/search-jobs.ts";
import {
  offersTodoQueryOptions,
  openInvitationsTodoQueryOptions,
  recentMovesTodoQueryOptions,
} from "../../features/notifications/api/list-todos.ts";
import { applicationCountsQueryOptions } from "../../lib/application-counts.ts";
import { rateableMatchesQueryOptions } from "../../lib/rateable-matches.ts";
import { roundListQueryOptions } from "../../lib/round-list.ts";
import { viewerFor } from "./viewer.ts";

/**
 * The dashboard's lists start loading with the navigation: a student's to-dos, jobs and CVs; a company's
 * application counts (its to-dos) and own jobs; for both, the matches to rate, the placement rounds (to-dos
 * too) and the upcoming interviews.
 */
export function jobDashboardLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    const viewer = await viewerFor(queryClient);
    if (viewer) {
      void queryClient.prefetchQuery(rateableMatchesQueryOptions);
      void queryClient.prefetchQuery(roundListQueryOptions);
      void queryClient.prefetchQuery(upcomingInterviewsQueryOptions);
    }
    if (viewer?.role === "student") {
      const address = viewer.account.role === "student" ? viewer.account.address : null;
      void queryClient.prefetchQuery(jobSearchQueryOptions(dashboardSearches.newest));
      if (address) {
        const near = { lat: address.lat, lon: address.lon };
        void queryClient.prefetchQuery(jobSearchQueryOptions(dashboardSearches.nearest(near)));
      }
      void queryClient.prefetchQuery(cvListQueryOptions);
      void queryClient.prefetchQuery(openInvitationsTodoQueryOptions);
      void queryClient.prefetchQuery(offersTodoQueryOptions);
      void queryClient.prefetchQuery(recentMovesTodoQueryOptions);
    } else if (viewer?.role === "company") {
      void queryClient.prefetchQuery(jobsSummaryQueryOptions);
      void queryClient.prefetchQuery(applicationCountsQueryOptions);
      void queryClient.prefetchQuery(jobSearchQueryOptions(dashboardSearches.ownLatest));
    }
    return null;
  };
}
