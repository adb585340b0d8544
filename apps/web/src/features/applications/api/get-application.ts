import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { applicationKeys } from "../../../lib/query-keys.ts";

export function getApplication(id: string, signal?: AbortSignal) {
  return answer(api.GET("/applications/{id}", { params: { path: { id } }, signal }));
}

export const applicationQueryOptions = (id: string) =>
  queryOptions({ queryKey: applicationKeys.detail(id), queryFn: ({ signal }) => getApplication(id, signal) });

/** One application with its whole history, for its student or the job's company. */
export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}
