import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { matchingKeys } from "../../../lib/query-keys.ts";

/** How many recommended jobs the dashboard shows; the matching list has the rest. */
export const DASHBOARD_RECOMMENDATIONS = 3;

/** The best few jobs for the student's primary CV. 404 when the student has no CV yet. */
export const dashboardRecommendationsOptions = queryOptions({
  queryKey: [...matchingKeys.jobs, "dashboard"] as const,
  queryFn: ({ signal }) =>
    answer(api.GET("/matching/jobs", { params: { query: { limit: DASHBOARD_RECOMMENDATIONS } }, signal })),
});

export function useDashboardRecommendations() {
  return useQuery(dashboardRecommendationsOptions);
}
