// Symbols that carry meaning in skill names: without them "C#", "C++" and "C" would all fold to "c".
// They read as words so that "c sharp", "c plus plus" and "R and D" meet the symbol spellings.
const SYMBOL_WORDS: Record<string, string> = { "#": "sharp", "+": "plus", "&": "and" };
const SYMBOLS = /[#+&]/g;
const MARKS = /\p{M}/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu;
const SHARP_S = /ß/g;

/**
 * The one form that ids, labels, aliases and typed text are compared in: lowercase, without accents, spaces
 * or punctuation, so "Node.js", "node js" and "NODEJS" all become "nodejs". Only letters and digits remain,
 * which makes the key idempotent. "ß" is "ss", as German writes it in capitals and Swiss German always.
 */
export function skillKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(SHARP_S, "ss")
    .replace(SYMBOLS, (symbol) => SYMBOL_WORDS[symbol] ?? "")
    .replace(NOT_LETTER_OR_DIGIT, "");
}

const UMLAUTS = /[äöüÄÖÜ]/g;
const HAS_UMLAUT = /[äöüÄÖÜ]/;
const UMLAUT_SPELLED_OUT: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue" };

/**
 * The keys a written spelling is found under: its key, and for a German word with umlauts also the key of
 * the umlauts spelled out, which is how they are typed without a German keyboard ("Teamfaehigkeit"). Typed
 * text is folded by skillKey alone: "Teamfähigkeit" and "Teamfahigkeit" meet the first key, "Teamfaehigkeit"
 * the second.
 */
export function spellingKeys(spelling: string): string[] {
  const key = skillKey(spelling);
  const composed = spelling.normalize("NFC");
  if (!HAS_UMLAUT.test(composed)) return [key];
  return [key, skillKey(composed.replace(UMLAUTS, (umlaut) => UMLAUT_SPELLED_OUT[umlaut] ?? umlaut))];
}
