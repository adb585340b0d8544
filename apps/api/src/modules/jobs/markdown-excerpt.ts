const EXCERPT_LENGTH = 220;

/**
 * A short plain-text preview of a Markdown description for result cards. Not a Markdown parser: it drops
 * the common markup so that the card does not show stray `#`, `*` or link targets. Headings are dropped
 * whole: run into the text they read as part of the first sentence ("What you will do You join…").
 */
export function markdownExcerpt(markdown: string, length = EXCERPT_LENGTH): string {
  const text = markdown
    .replace(/```[\s\S]*?(```|$)/g, " ")
    .replace(/^\s{0,3}#{1,6}\s.*$/gm, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, " ")
    .replace(/^\s{0,3}(>|[-*+]|\d+[.)])\s+/gm, "")
    .replace(/[*_`~]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:–-]+$/, "")}…`;
}
