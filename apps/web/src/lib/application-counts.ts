import type { ApplicationCounts, JobApplicationCounts } from "@stint/shared/application-counts";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@stint/shared/applications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "./api-client.ts";
import { applicationCountKeys } from "./query-keys.ts";

// The company's applications counted per job (`GET /api/applications/counts`), read by the dashboard's to-dos
// and by the matching list's job cards; here because two features show it.

// The document types `byStatus`, a record over the statuses, with every status optional; the API counts each one
// (0 included), and the screens read it as the shared schema's full record.
const NO_APPLICATIONS = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
  ApplicationStatus,
  number
>;

export async function getApplicationCounts(signal?: AbortSignal): Promise<ApplicationCounts> {
  const counts = await answer(api.GET("/applications/counts", { signal }));
  return { jobs: counts.jobs.map((job) => ({ ...job, byStatus: { ...NO_APPLICATIONS, ...job.byStatus } })) };
}

export const applicationCountsQueryOptions = queryOptions({
  queryKey: applicationCountKeys.all,
  queryFn: ({ signal }) => getApplicationCounts(signal),
  staleTime: 30_000,
});

/** Every job's counts of the signed-in company (jobs without applications or invitations are left out). */
export function useApplicationCounts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...applicationCountsQueryOptions, enabled: options.enabled ?? true });
}

/** One job's counts out of the company's (all 0 when it has no applications and no open invitations). */
export function countsForJob(counts: ApplicationCounts | undefined, jobId: string): JobApplicationCounts | undefined {
  return counts?.jobs.find((entry) => entry.jobId === jobId);
}
