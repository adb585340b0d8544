import type { QueryClient } from "@tanstack/react-query";
import { cvKeys } from "../../../lib/query-keys.ts";

/**
 * A deleted CV's own answer, forgotten by the screen that showed it once it has moved on (what a deletion
 * touches otherwise is in `change-effects.ts`): forgotten sooner, that screen would flash "not found".
 */
export function forgetCv(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: cvKeys.detail(id), exact: true });
}
