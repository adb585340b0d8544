import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "./api-client.ts";
import { roundKeys } from "./query-keys.ts";

// The viewer's placement rounds (`GET /api/rounds`), each with what the viewer should do now: read by the
// rounds screens, the student's matching list and the dashboards' to-dos; here because those are three features.

export function listRounds(signal?: AbortSignal) {
  return answer(api.GET("/rounds", { signal }));
}

export const roundListQueryOptions = queryOptions({
  queryKey: roundKeys.lists,
  queryFn: ({ signal }) => listRounds(signal).then((body) => body.items),
});

/**
 * A company's rounds (created, joined or invited to); a student's rounds past the draft that have a job they
 * have an open application to.
 */
export function useRoundList(options: { enabled?: boolean } = {}) {
  return useQuery({ ...roundListQueryOptions, enabled: options.enabled ?? true });
}
