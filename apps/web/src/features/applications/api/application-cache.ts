import type { ApplicationDetail } from "@stint/shared/applications";
import type { QueryClient } from "@tanstack/react-query";
import { jobMarksChanged } from "../../../lib/job-marks-cache.ts";
import { applicationKeys, invitationKeys, jobKeys, matchingKeys, matchKeys } from "../../../lib/query-keys.ts";

/**
 * After an application was made or changed: keep its answer (for its job's page too), and refresh the lists,
 * the invitations (applying accepts an open invitation to the job) and the matches (accepting an invitation
 * makes one; withdrawing ends one).
 */
export async function applicationSaved(queryClient: QueryClient, application: ApplicationDetail) {
  queryClient.setQueryData(applicationKeys.detail(application.id), application);
  queryClient.setQueryData(applicationKeys.forJob(application.job.id), application);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationKeys.lists }),
    queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
    queryClient.invalidateQueries({ queryKey: matchKeys.all }),
    jobMarksChanged(queryClient),
  ]);
}

/**
 * After applying was refused (409: applied already, the job closed or its deadline passed): what the page shows
 * of the job and of the application may be out of date.
 */
export async function applyRefused(queryClient: QueryClient, jobId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationKeys.forJob(jobId) }),
    queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
  ]);
}

/**
 * After the company moved (or tried to move) applications of a job: the ranked applicants and candidates, the
 * application lists and counts, and the matches (shortlisting makes one, rejecting ends one) are refreshed.
 */
export async function applicantsChanged(queryClient: QueryClient, saved: readonly ApplicationDetail[] = []) {
  for (const application of saved) queryClient.setQueryData(applicationKeys.detail(application.id), application);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: matchingKeys.candidates }),
    queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
    queryClient.invalidateQueries({ queryKey: matchKeys.all }),
  ]);
}
