import type { ApplicationDetail } from "@stint/shared/applications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { applicationKeys } from "../../../lib/query-keys.ts";
import { getApplication } from "./get-application.ts";
import { listApplications } from "./list-applications.ts";

/** The signed-in student's application to a job with its history, or null when they have not applied. */
export async function getJobApplication(jobId: string, signal?: AbortSignal): Promise<ApplicationDetail | null> {
  const page = await listApplications({ jobId, limit: 1 }, null, signal);
  const found = page.items[0];
  return found ? getApplication(found.id, signal) : null;
}

export const jobApplicationQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: applicationKeys.forJob(jobId),
    queryFn: ({ signal }) => getJobApplication(jobId, signal),
  });

/** What a job's page shows a student: their application to it (one per job), or null. */
export function useJobApplication(jobId: string) {
  return useQuery(jobApplicationQueryOptions(jobId));
}
