import type { CandidateFilter } from "@stint/shared/saved-filters";

/**
 * A filter reduced to what narrows a list: empty lists, a zero score and absent fields left out, list order
 * ignored, and not its scope (a filter saved on one candidate list works the same on another).
 */
function normalized(filter: CandidateFilter): string {
  const entries = Object.entries(filter)
    .filter(([key, value]) => {
      if (key === "scope" || value === undefined || value === null || value === "") return false;
      if (Array.isArray(value)) return value.length > 0;
      return !(key === "minScore" && value === 0);
    })
    .map(([key, value]) => [key, Array.isArray(value) ? [...(value as string[])].sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** Whether two filters narrow a list the same way (the saved filter in force, if any). */
export function sameCandidateFilter(a: CandidateFilter, b: CandidateFilter) {
  return normalized(a) === normalized(b);
}

/** Whether a filter narrows anything at all (an empty one is not worth saving). */
export function isEmptyCandidateFilter(filter: CandidateFilter) {
  return normalized(filter) === "[]";
}
