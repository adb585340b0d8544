import type { JobRanking, Round } from "@stint/shared/rounds";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { roundKeys } from "../../../lib/query-keys.ts";

const roundPath = (id: string) => `/rounds/${encodeURIComponent(id)}`;
const jobRankingPath = (id: string, jobId: string) => `${roundPath(id)}/jobs/${encodeURIComponent(jobId)}/ranking`;

export function getJobRanking(id: string, jobId: string, signal?: AbortSignal) {
  return api.get<JobRanking>(jobRankingPath(id, jobId), { signal });
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
  return api.put<JobRanking>(jobRankingPath(id, jobId), { applicationIds });
}

/** A student ranks the round's jobs they applied to, best first; the rest they do not want. */
export function saveStudentRanking(id: string, jobIds: string[]) {
  return api.put<Round>(`${roundPath(id)}/ranking`, { jobIds });
}
