// Symbols that carry meaning in skill names: without them "C#", "C++" and "C" would all fold to "c".
// They read as words so that "c sharp", "c plus plus" and "R and D" meet the symbol spellings.
const SYMBOL_WORDS: Record<string, string> = { "#": "sharp", "+": "plus", "&": "and" };
const SYMBOLS = /[#+&]/g;
const MARKS = /\p{M}/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu;

/**
 * The one form that ids, labels, aliases and typed text are compared in: lowercase, without accents, spaces
 * or punctuation, so "Node.js", "node js" and "NODEJS" all become "nodejs". Only letters and digits remain,
 * which makes the key idempotent.
 */
export function skillKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(SYMBOLS, (symbol) => SYMBOL_WORDS[symbol] ?? "")
    .replace(NOT_LETTER_OR_DIGIT, "");
}
