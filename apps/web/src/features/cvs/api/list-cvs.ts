import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { cvKeys } from "../../../lib/query-keys.ts";

export function listCvs(signal?: AbortSignal) {
  return answer(api.GET("/cvs", { signal }));
}

export const cvListQueryOptions = queryOptions({
  queryKey: cvKeys.list,
  queryFn: ({ signal }) => listCvs(signal).then((body) => body.items),
});

/** The signed-in student's CVs, primary first. */
export function useCvList(options: { enabled?: boolean } = {}) {
  return useQuery({ ...cvListQueryOptions, enabled: options.enabled });
}
