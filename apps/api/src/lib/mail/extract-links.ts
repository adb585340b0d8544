// Stops at whitespace and at characters that usually close the sentence or markup around a URL rather than
// belong to it; a trailing full stop or comma is punctuation of the sentence too.
const LINK_PATTERN = /https?:\/\/[^\s<>"'()[\]{}]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** Every http(s) link in a plain-text body, in order of appearance. */
export function extractLinks(text: string): string[] {
  return Array.from(text.matchAll(LINK_PATTERN), (match) => match[0].replace(TRAILING_PUNCTUATION, ""));
}
