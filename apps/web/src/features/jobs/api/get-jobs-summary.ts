import type { JobsSummary } from "@stint/shared/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { jobKeys } from "../../../lib/query-keys.ts";

export function getJobsSummary(signal?: AbortSignal) {
  return api.get<JobsSummary>("/jobs/mine/summary", { signal });
}

export const jobsSummaryQueryOptions = queryOptions({
  queryKey: jobKeys.summary,
  queryFn: ({ signal }) => getJobsSummary(signal),
});

/** The signed-in company's jobs by status and what needs attention. */
export function useJobsSummary() {
  return useQuery(jobsSummaryQueryOptions);
}
