import { CEFR_LEVELS, type CefrLevel, LANGUAGES, type LanguageRef, languageName } from "@stint/shared/languages";
import { fold } from "@stint/matching/text";

// Every language under its English and German names (Intl's, as the app shows them) and its own name, folded.
const LANGUAGE_BY_NAME = new Map<string, LanguageRef["language"]>();
for (const { code } of LANGUAGES) {
  for (const locale of ["en", "de", code]) {
    const name = fold(languageName(code, locale));
    if (name !== code && !LANGUAGE_BY_NAME.has(name)) LANGUAGE_BY_NAME.set(name, code);
  }
}
const NAME_PATTERN = new RegExp(
  `(?<![\\p{L}])(${[...LANGUAGE_BY_NAME.keys()].sort((a, b) => b.length - a.length).join("|")})(?![\\p{L}])`,
  "gu",
);

// How CVs say a level in words, folded; the strongest word of a line wins ("fluent, business level" is C1).
// prettier-ignore
const LEVEL_WORDS: [string, CefrLevel][] = [
  ["native", "C2"], ["mother tongue", "C2"], ["muttersprache", "C2"], ["muttersprachlich", "C2"], ["bilingual", "C2"],
  ["zweisprachig", "C2"], ["verhandlungssicher", "C2"], ["proficient", "C2"], ["near native", "C2"],
  ["fluent", "C1"], ["fliessend", "C1"], ["business", "C1"], ["advanced", "C1"], ["sehr gut", "C1"], ["sehr gute", "C1"],
  ["upper intermediate", "B2"], ["good", "B2"], ["gut", "B2"], ["gute", "B2"], ["conversational", "B2"],
  ["intermediate", "B1"], ["fortgeschritten", "B1"], ["working knowledge", "B1"],
  ["elementary", "A2"], ["grundkenntnisse", "A2"], ["basic", "A2"], ["basics", "A2"],
  ["beginner", "A1"], ["anfanger", "A1"],
];
const CEFR = /\b([ABC][12])\b/;

/**
 * The languages a section lists, each with its level: a CEFR level where one is written, else the level its
 * words say ("native" C2, "fließend" C1, "Grundkenntnisse" A2), else B2 — a language put on a CV is usable.
 */
export function languagesIn(lines: readonly string[]): LanguageRef[] {
  const found = new Map<LanguageRef["language"], CefrLevel>();
  // A line may hold several languages ("German (native), English (C1)"): each takes the level after it.
  for (const line of lines) {
    const folded = fold(line);
    const matches = [...folded.matchAll(NAME_PATTERN)];
    matches.forEach((match, position) => {
      const code = LANGUAGE_BY_NAME.get(match[1]!)!;
      const next = matches[position + 1]?.index ?? folded.length;
      const level = levelIn(
        line.slice(match.index + match[0].length, next),
        folded.slice(match.index + match[0].length, next),
      );
      if (!found.has(code)) found.set(code, level);
    });
  }
  return [...found].map(([language, level]) => ({ language, level }));
}

function levelIn(original: string, folded: string): CefrLevel {
  const cefr = CEFR.exec(original.toUpperCase());
  if (cefr && (CEFR_LEVELS as readonly string[]).includes(cefr[1]!)) return cefr[1] as CefrLevel;
  const words = folded
    .replace(/ß/g, "ss")
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ");
  let best: CefrLevel | undefined;
  for (const [word, level] of LEVEL_WORDS) {
    if (new RegExp(`(?<![a-z])${word}(?![a-z])`).test(words) && (!best || level > best)) best = level;
  }
  return best ?? "B2";
}
