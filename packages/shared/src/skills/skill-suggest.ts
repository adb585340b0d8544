import { onFirstUse } from "../on-first-use.ts";
import { POPULAR_SKILL_IDS, SKILL_ROWS } from "./skills-data.ts";
import { skillKey } from "./skill-key.ts";
import { SKILLS, type Skill } from "./skill-list.ts";

// How well a query meets a skill, best first. A skill takes its best tier over all its spellings.
const EXACT = 0; // the whole id, label or an alias: "js", "go", "java"
const LABEL_PREFIX = 1; // "rea" → React
const ALIAS_PREFIX = 2; // "k8" → Kubernetes (k8s)
const WORD_PREFIX = 3; // "learn" → Machine Learning
const IN_WORD = 4; // "gres" → PostgreSQL

const WORD_BREAK = /[\s\-/.]+/;

type IndexedSkill = {
  skill: Skill;
  /** Lower is more common: the popular skills in their order, then the rest by position in their category. */
  rank: number;
  labelKey: string;
  /** The id and the aliases, folded. */
  otherKeys: string[];
  /** For every later word of the label or an alias, the folded text from that word on. */
  wordTails: string[];
  /** The words of the label and aliases, folded, space-separated so a substring cannot span two words. */
  words: string;
};

const foldedWords = (spelling: string) =>
  spelling
    .split(WORD_BREAK)
    .map(skillKey)
    .filter((word) => word !== "");

function wordTails(spelling: string): string[] {
  const words = foldedWords(spelling);
  return words.slice(1).map((_word, position) => words.slice(position + 1).join(""));
}

function rankOf(skill: Skill): number {
  const popular = POPULAR_SKILL_IDS.indexOf(skill.id);
  if (popular >= 0) return popular;
  return POPULAR_SKILL_IDS.length + SKILL_ROWS[skill.category].findIndex(([id]) => id === skill.id);
}

// Built on the first query, not at load (a phone's screen that imports this may never suggest a skill); a query
// then scans ~600 small records, which takes microseconds.
const indexedSkills = onFirstUse((): IndexedSkill[] =>
  SKILLS.map((skill) => ({
    skill,
    rank: rankOf(skill),
    labelKey: skillKey(skill.label),
    otherKeys: [skill.id, ...skill.aliases].map(skillKey),
    wordTails: [skill.label, ...skill.aliases].flatMap(wordTails),
    words: [skill.label, skill.id, ...skill.aliases].flatMap(foldedWords).join(" "),
  })),
);

function tierOf(entry: IndexedSkill, query: string): number | undefined {
  const { labelKey, otherKeys } = entry;
  if (labelKey === query || otherKeys.includes(query)) return EXACT;
  if (labelKey.startsWith(query)) return LABEL_PREFIX;
  if (otherKeys.some((key) => key.startsWith(query))) return ALIAS_PREFIX;
  if (entry.wordTails.some((tail) => tail.startsWith(query))) return WORD_PREFIX;
  if (entry.words.includes(query)) return IN_WORD;
  return undefined;
}

/**
 * Skills for a picker as the user types, best first: exact names, then labels starting with the text, then
 * aliases starting with it, then later words starting with it, then words containing it. Within a tier the
 * more common skill comes first, then the shorter label. Case, spaces and punctuation are ignored as in
 * normaliseSkill.
 */
export function suggestSkills(query: string, limit = 10): Skill[] {
  const key = skillKey(query);
  if (key === "" || limit <= 0) return [];
  const matches: { entry: IndexedSkill; tier: number }[] = [];
  for (const entry of indexedSkills()) {
    const tier = tierOf(entry, key);
    if (tier !== undefined) matches.push({ entry, tier });
  }
  matches.sort(
    (a, b) => a.tier - b.tier || a.entry.rank - b.entry.rank || a.entry.skill.label.length - b.entry.skill.label.length,
  );
  return matches.slice(0, limit).map((match) => match.entry.skill);
}
