import { useState } from "react";
import { sameRanking } from "../ranking.ts";

/**
 * The order being edited against the saved one: the draft follows the saved ranking when it changes (after a
 * save, or a refresh) unless the user has unsaved changes, which are never overwritten.
 */
export function useRankingDraft(saved: string[]) {
  const [state, setState] = useState({ base: saved, draft: saved });
  let { base, draft } = state;
  if (!sameRanking(base, saved)) {
    if (sameRanking(draft, base)) draft = saved;
    base = saved;
    setState({ base, draft });
  }
  return {
    draft,
    setDraft: (next: string[]) => setState((current) => ({ ...current, draft: next })),
    dirty: !sameRanking(draft, saved),
    reset: () => setState({ base: saved, draft: saved }),
  };
}
