import { onFirstUse } from "../on-first-use.ts";
import { POPULAR_SKILL_IDS, SKILL_ROWS } from "./skills-data.ts";
import { germanSpellings, skillLabel, type VocabularyLanguage, vocabularyLanguage } from "./skill-label.ts";
import { skillKey, spellingKeys } from "./skill-key.ts";
import { SKILLS, type Skill } from "./skill-list.ts";

// How well a query meets a skill, best first. A skill takes its best tier over all its spellings.
const EXACT = 0; // the whole id, a label or an alias: "js", "go", "java", "teamfähigkeit"
const LABEL_PREFIX = 1; // "rea" → React; in German "projektm" → Projektmanagement
const ALIAS_PREFIX = 2; // "k8" → Kubernetes (k8s); the other language's label: "maschinenb" in English
const WORD_PREFIX = 3; // "learn" → Machine Learning
const IN_WORD = 4; // "gres" → PostgreSQL

const WORD_BREAK = /[\s\-/.]+/;

type IndexedSkill = {
  skill: Skill;
  /** Lower is more common: the popular skills in their order, then the rest by position in their category. */
  rank: number;
  /** The label in the suggestions' language, for ties: the shorter first. */
  label: string;
  /** That label folded (a German one also with its umlauts spelled out). */
  labelKeys: string[];
  /** The id, the aliases of both languages and the other language's label, folded. */
  otherKeys: string[];
  /** For every later word of a label or an alias, the folded text from that word on. */
  wordTails: string[];
  /** The words of the labels and aliases, folded, space-separated so a substring cannot span two words. */
  words: string;
};

const foldedWords = (spelling: string) =>
  spelling
    .split(WORD_BREAK)
    .flatMap(spellingKeys)
    .filter((word) => word !== "");

function wordTails(spelling: string): string[] {
  const words = spelling.split(WORD_BREAK).filter((word) => skillKey(word) !== "");
  return words.slice(1).flatMap((_word, position) => spellingKeys(words.slice(position + 1).join(" ")));
}

function rankOf(skill: Skill): number {
  const popular = POPULAR_SKILL_IDS.indexOf(skill.id);
  if (popular >= 0) return popular;
  return POPULAR_SKILL_IDS.length + SKILL_ROWS[skill.category].findIndex(([id]) => id === skill.id);
}

function indexed(skill: Skill, language: VocabularyLanguage): IndexedSkill {
  const [germanLabel, ...germanAliases] = germanSpellings(skill.id);
  const english = [skill.label, ...skill.aliases];
  const german = germanLabel === undefined ? [] : [germanLabel, ...germanAliases];
  const label = skillLabel(skill, language);
  const others = [skill.id, ...skill.aliases, ...germanAliases, language === "de" ? skill.label : germanLabel];
  return {
    skill,
    rank: rankOf(skill),
    label,
    labelKeys: spellingKeys(label),
    otherKeys: others.flatMap((spelling) => (spelling === undefined ? [] : spellingKeys(spelling))),
    wordTails: [...english, ...german].flatMap(wordTails),
    words: [...english, skill.id, ...german].flatMap(foldedWords).join(" "),
  };
}

// Built on the first query in a language, not at load (a phone's screen that imports this may never suggest a
// skill); a query then scans ~600 small records, which takes microseconds.
const indexedSkills: Record<VocabularyLanguage, () => IndexedSkill[]> = {
  en: onFirstUse(() => SKILLS.map((skill) => indexed(skill, "en"))),
  de: onFirstUse(() => SKILLS.map((skill) => indexed(skill, "de"))),
};

function tierOf(entry: IndexedSkill, query: string): number | undefined {
  const { labelKeys, otherKeys } = entry;
  if (labelKeys.includes(query) || otherKeys.includes(query)) return EXACT;
  if (labelKeys.some((key) => key.startsWith(query))) return LABEL_PREFIX;
  if (otherKeys.some((key) => key.startsWith(query))) return ALIAS_PREFIX;
  if (entry.wordTails.some((tail) => tail.startsWith(query))) return WORD_PREFIX;
  if (entry.words.includes(query)) return IN_WORD;
  return undefined;
}

/**
 * Skills for a picker as the user types, best first, in English or German spellings whatever the page's
 * language ("Maschinenbau", "Teamfaehig" and "mechanical eng" all find theirs): exact names, then labels in
 * `language` starting with the text, then aliases and the other language's label starting with it, then later
 * words starting with it, then words containing it. Within a tier the more common skill comes first, then the
 * shorter label. Case, spaces, punctuation and the spelling of umlauts are ignored as in normaliseSkill.
 */
export function suggestSkills(query: string, limit = 10, language = "en"): Skill[] {
  const key = skillKey(query);
  if (key === "" || limit <= 0) return [];
  const matches: { entry: IndexedSkill; tier: number }[] = [];
  for (const entry of indexedSkills[vocabularyLanguage(language)]()) {
    const tier = tierOf(entry, key);
    if (tier !== undefined) matches.push({ entry, tier });
  }
  matches.sort((a, b) => a.tier - b.tier || a.entry.rank - b.entry.rank || a.entry.label.length - b.entry.label.length);
  return matches.slice(0, limit).map((match) => match.entry.skill);
}
