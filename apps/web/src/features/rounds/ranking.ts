import type { TFunction } from "i18next";

// The ranking editor's moves, as pure functions of the ranked ids (best first). What is not ranked is every
// other item, in the order the items are given: unranked means not acceptable.

/** The ids ranked first, by their 1-based position; the rest (position null) are not ranked. */
export function initialRanking(items: readonly { id: string; position: number | null }[]): string[] {
  return items
    .filter((item) => item.position !== null)
    .sort((a, b) => a.position! - b.position!)
    .map((item) => item.id);
}

/** The items not in `ranked`, in the items' own order. */
export function unrankedIds(allIds: readonly string[], ranked: readonly string[]): string[] {
  const inRanking = new Set(ranked);
  return allIds.filter((id) => !inRanking.has(id));
}

/** `id` moved from its place to `to` (clamped to the list), the others keeping their order. */
export function moveTo(ranked: readonly string[], id: string, to: number): string[] {
  const from = ranked.indexOf(id);
  if (from < 0) return [...ranked];
  const target = Math.max(0, Math.min(ranked.length - 1, to));
  const next = ranked.filter((other) => other !== id);
  next.splice(target, 0, id);
  return next;
}

/** `id` one place up (-1) or down (+1); unchanged at either end. */
export function moveBy(ranked: readonly string[], id: string, delta: -1 | 1): string[] {
  const from = ranked.indexOf(id);
  return from < 0 ? [...ranked] : moveTo(ranked, id, from + delta);
}

/** `id` ranked at `at` (the end when left out); an id ranked already only moves there. */
export function addAt(ranked: readonly string[], id: string, at: number = ranked.length): string[] {
  const next = ranked.filter((other) => other !== id);
  next.splice(Math.max(0, Math.min(next.length, at)), 0, id);
  return next;
}

export function remove(ranked: readonly string[], id: string): string[] {
  return ranked.filter((other) => other !== id);
}

export function sameRanking(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((id, index) => b[index] === id);
}

/** 1 → "1st", 2 → "2nd", 22 → "22nd" in English, "1.", "2." in German (the catalogue's `selectordinal`). */
export function ordinal(t: TFunction, n: number) {
  return t("rounds:ordinal", { n });
}

/** What the editor announces (aria-live) after a move, in words. */
export function describeMove(
  t: TFunction,
  title: string,
  before: readonly string[],
  after: readonly string[],
  id: string,
): string | null {
  const was = before.indexOf(id);
  const now = after.indexOf(id);
  if (was === now) return null;
  if (now < 0) return t("rounds:editor.removed", { title });
  const moved = { title, position: now + 1, total: after.length };
  if (was < 0) return t("rounds:editor.rankedAt", moved);
  return t(now < was ? "rounds:editor.movedUp" : "rounds:editor.movedDown", moved);
}
