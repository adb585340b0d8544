/** Lower case without accents, so that "zurich" finds "Zürich". */
export function foldText(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Whether every word of `q` appears in one of `texts` (case and accents ignored), for lists searched on the
 * screen rather than by the API. Empty words match everything.
 */
export function matchesWords(q: string, texts: readonly (string | null | undefined)[]): boolean {
  const words = foldText(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.filter(Boolean).join(" \u0000 "));
  return words.every((word) => haystack.includes(word));
}
