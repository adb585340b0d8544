import { QueryCache, QueryClient, MutationCache } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";
import { meQueryKey } from "./query-keys.ts";

/** A 401 on any call after start-up means the session ended elsewhere: the guard then sends the user to sign in. */
function onSessionLost(error: unknown, client: () => QueryClient) {
  if (error instanceof ApiError && error.status === 401 && client().getQueryData(meQueryKey)) {
    client().setQueryData(meQueryKey, null);
  }
}

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onSessionLost(error, () => client) }),
    mutationCache: new MutationCache({ onError: (error) => onSessionLost(error, () => client) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors will not change by asking again; network hiccups and 5xx might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
