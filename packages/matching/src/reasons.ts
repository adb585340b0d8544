import { englishDetail } from "./english.ts";
import type { MatchResult, MatchText, MatchTextKey, MissingItem } from "./types.ts";

/** How many reasons a list entry shows beside its score. */
export const MAX_REASONS = 3;

// Parts that are full only because the job asks nothing of the kind, or the CV wishes for nothing in particular.
const UNINFORMATIVE = new Set<MatchTextKey>([
  "skills-none",
  "languages-none",
  "education-none",
  "job-type-any",
  "work-mode-any",
]);

const ADD_KEYS = {
  "missing-skill": "add-skill",
  "missing-skill-improve": "add-skill-improve",
  "missing-language": "add-language",
  "missing-language-improve": "add-language-improve",
} as const satisfies Partial<Record<MatchTextKey, MatchTextKey>>;

/** "Add Docker at level 3: +8" as data: the missing item's text with its points. */
function addText(item: MissingItem): MatchText {
  const key = ADD_KEYS[item.text.key as keyof typeof ADD_KEYS];
  return { key, values: { ...item.text.values, points: item.points } };
}

/**
 * The few reasons a ranked list shows beside a score, each as its clauses: the strongest requirements met (the
 * largest parts at 80 % or more, skills first), then the biggest gap — what to add, with its points, or the
 * weakest part. The full explanation has the rest.
 */
export function topReasonTexts(result: MatchResult): MatchText[][] {
  const informative = result.parts.filter((part) => part.max > 0 && !UNINFORMATIVE.has(part.texts[0]!.key));
  const strengths = informative
    .filter((part) => part.points / part.max >= 0.8)
    .sort((a, b) => b.max - a.max || (a.side === b.side ? 0 : a.side === "job" ? -1 : 1))
    .slice(0, MAX_REASONS - 1)
    .map((part) => part.texts);
  const [biggest] = result.missing;
  const weakest = informative
    .filter((part) => part.points / part.max < 0.8)
    .sort((a, b) => b.max - b.points - (a.max - a.points))[0];
  const gap = biggest ? [addText(biggest)] : weakest?.texts;
  return gap ? [...strengths, gap] : strengths;
}

/** The reasons in English, the lines API clients read ("Add Docker at level 3: +8"). */
export const topReasons = (result: MatchResult): string[] => topReasonTexts(result).map(englishDetail);

/** The reasons in English and as data, as a list entry's match carries them. */
export function listReasons(result: MatchResult): { reasons: string[]; reasonTexts: MatchText[][] } {
  const reasonTexts = topReasonTexts(result);
  return { reasons: reasonTexts.map(englishDetail), reasonTexts };
}
