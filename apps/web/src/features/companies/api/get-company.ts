import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { companyKeys } from "../../../lib/query-keys.ts";

export function getCompany(id: string, signal?: AbortSignal) {
  return answer(api.GET("/companies/{id}", { params: { path: { id } }, signal }));
}

export const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: ({ signal }) => getCompany(id, signal) });

/** A company's public page: profile, open jobs and counts. */
export function useCompanyQuery(id: string) {
  return useQuery(companyQueryOptions(id));
}
