import type { QueryClient } from "@tanstack/react-query";
import { jobKeys, matchingKeys } from "./query-keys.ts";

/**
 * After the student's relation to a job changed (applied, withdrew, answered an invitation): the job lists
 * carry their marks on each job (`forYou`) and the recommendations leave out jobs applied to, so both are read
 * again when next shown.
 */
export function jobMarksChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.searches }),
    queryClient.invalidateQueries({ queryKey: matchingKeys.jobs }),
  ]);
}
