import type { QueryClient } from "@tanstack/react-query";
import { jobKeys } from "../../../lib/query-keys.ts";

/**
 * A deleted job's own answer, forgotten only once the screen showing it has moved on (what a deletion touches
 * otherwise is in `change-effects.ts`): forgotten sooner, that screen would fetch it again and flash "not found".
 */
export function forgetJob(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: jobKeys.detail(id), exact: true });
}
