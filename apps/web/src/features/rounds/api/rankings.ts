import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { roundKeys } from "../../../lib/query-keys.ts";

export function getJobRanking(id: string, jobId: string, signal?: AbortSignal) {
  return answer(api.GET("/rounds/{id}/jobs/{jobId}/ranking", { params: { path: { id, jobId } }, signal }));
}

export const jobRankingQueryOptions = (id: string, jobId: string) =>
  queryOptions({
    queryKey: roundKeys.jobRanking(id, jobId),
    queryFn: ({ signal }) => getJobRanking(id, jobId, signal),
  });

/** A job's applicants its company may rank (shortlisted or later), with the match score as a hint. */
export function useJobRanking(id: string, jobId: string) {
  return useQuery(jobRankingQueryOptions(id, jobId));
}

/** The job's company ranks its applicants, best first; the rest are not acceptable. */
export function saveJobRanking(id: string, jobId: string, applicationIds: string[]) {
  return answer(
    api.PUT("/rounds/{id}/jobs/{jobId}/ranking", { params: { path: { id, jobId } }, body: { applicationIds } }),
  );
}

/** A student ranks the round's jobs they applied to, best first; the rest they do not want. */
export function saveStudentRanking(id: string, jobIds: string[]) {
  return answer(api.PUT("/rounds/{id}/ranking", { params: { path: { id } }, body: { jobIds } }));
}
