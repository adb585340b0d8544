import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { jobKeys } from "../../../lib/query-keys.ts";

export function getJob(id: string, signal?: AbortSignal) {
  return answer(api.GET("/jobs/{id}", { params: { path: { id } }, signal }));
}

export const jobQueryOptions = (id: string) =>
  queryOptions({ queryKey: jobKeys.detail(id), queryFn: ({ signal }) => getJob(id, signal) });

/** A job: published and closed ones for everyone, drafts for their company only (404 for anyone else). */
export function useJobQuery(id: string) {
  return useQuery(jobQueryOptions(id));
}
