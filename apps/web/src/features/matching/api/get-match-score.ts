import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { matchingKeys } from "../../../lib/query-keys.ts";

export function getMatchScore(cvId: string, jobId: string, signal?: AbortSignal) {
  return answer(api.GET("/matching/score", { params: { query: { cvId, jobId } }, signal }));
}

export const matchScoreQueryOptions = (cvId: string, jobId: string) =>
  queryOptions({
    queryKey: matchingKeys.score(cvId, jobId),
    queryFn: ({ signal }) => getMatchScore(cvId, jobId, signal),
  });

/**
 * The explained match of one CV and one job, the same for the student and the company: a student's own CV
 * with a job students can open, a company's own job with a CV it may read (404 otherwise).
 */
export function useMatchScore(cvId: string, jobId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...matchScoreQueryOptions(cvId, jobId), enabled: options.enabled });
}
