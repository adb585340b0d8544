import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { jobKeys } from "../../../lib/query-keys.ts";

export function similarJobs(id: string, signal?: AbortSignal) {
  return answer(api.GET("/jobs/{id}/similar", { params: { path: { id } }, signal }));
}

export const similarJobsQueryOptions = (id: string) =>
  queryOptions({ queryKey: jobKeys.similar(id), queryFn: ({ signal }) => similarJobs(id, signal) });

/** "Jobs like this": up to six published jobs of the job's type sharing most skills with it, near it. */
export function useSimilarJobs(id: string) {
  return useQuery(similarJobsQueryOptions(id));
}
