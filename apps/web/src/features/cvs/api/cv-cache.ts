import type { QueryClient } from "@tanstack/react-query";
import type { Cv } from "@stint/shared/cvs";
import { cvKeys, matchingKeys } from "../../../lib/query-keys.ts";

/**
 * After a CV was saved: keep its answer, and refresh the list, every other CV (making one primary takes the
 * flag from another) and the match scores (computed from CVs).
 */
export async function cvChanged(queryClient: QueryClient, cv: Cv) {
  queryClient.setQueryData(cvKeys.detail(cv.id), cv);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cvKeys.all, predicate: (query) => query.queryKey[2] !== cv.id }),
    queryClient.invalidateQueries({ queryKey: matchingKeys.all }),
  ]);
}

/**
 * After a CV was deleted: refresh the list and the others (one of them may have become primary). Its own answer
 * is forgotten by the screen that showed it once it has moved on, or that screen would flash "not found".
 */
export async function cvRemoved(queryClient: QueryClient, id: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cvKeys.all, predicate: (query) => query.queryKey[2] !== id }),
    queryClient.invalidateQueries({ queryKey: matchingKeys.all }),
  ]);
}

export function forgetCv(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: cvKeys.detail(id), exact: true });
}
