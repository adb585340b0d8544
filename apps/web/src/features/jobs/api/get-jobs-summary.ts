import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { jobKeys } from "../../../lib/query-keys.ts";

export function getJobsSummary(signal?: AbortSignal) {
  return answer(api.GET("/jobs/mine/summary", { signal }));
}

export const jobsSummaryQueryOptions = queryOptions({
  queryKey: jobKeys.summary,
  queryFn: ({ signal }) => getJobsSummary(signal),
});

/** The signed-in company's jobs by status and what needs attention. */
export function useJobsSummary() {
  return useQuery(jobsSummaryQueryOptions);
}
