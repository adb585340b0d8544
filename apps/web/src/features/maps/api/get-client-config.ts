import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";

/** What /api/config hands the browser: the server's explicit allow-list of settings. */
export type ClientConfig = {
  map: { tileUrl: string | null; attribution: string | null };
};

export function getClientConfig(signal?: AbortSignal) {
  return answer(api.GET("/config", { signal }));
}

export const clientConfigQueryOptions = queryOptions({
  queryKey: ["client-config"],
  queryFn: ({ signal }) => getClientConfig(signal),
  // Settings change only with a server restart; one answer serves the whole visit.
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions);
}
