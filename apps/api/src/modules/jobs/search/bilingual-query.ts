import { onFirstUse } from "@stint/shared/on-first-use";
import { FIELDS_OF_STUDY } from "@stint/shared/skills/fields-of-study";
import { skillKey, spellingKeys } from "@stint/shared/skills/skill-key";
import { SKILLS } from "@stint/shared/skills/skill-list";
import { SKILL_ROWS_DE } from "@stint/shared/skills/skills-data-de";

/**
 * Search words in both languages (decision 035): a search for a skill or field of study the vocabulary names
 * in English and German also finds jobs that name it in the other language. "Maschinenbau" finds "Mechanical
 * Engineering" and "mechanical engineering" finds "Maschinenbau"; "Teamfaehigkeit" finds "Teamfähigkeit".
 *
 * The search box's text is rewritten before PostgreSQL parses it (websearch_to_tsquery), so the database and
 * the search index, which both parse the rewritten text, answer the same. websearch syntax has no brackets: a
 * word with alternatives becomes one variant of the whole clause per alternative, joined by `or`
 * ("Maschinenbau Praktikum" → "Maschinenbau Praktikum or Mechanical Engineering Praktikum"), which is the same
 * query by distribution (`&` binds tighter than `|`). Text without such a word is left exactly as typed.
 */

/** One entry named in both languages. */
type Term = { en: string; de: string };

/**
 * What a typed spelling adds. An English name of a skill adds its German label only (an English search is
 * not widened to the skill's other English names); any other spelling (a German label or alias, a field's
 * alias) adds both labels, except the one typed.
 */
type Spelling = { term: Term; englishSkillName: boolean };

const terms = onFirstUse(() => {
  const byKey = new Map<string, Spelling>();
  const add = (spellings: readonly string[], spelling: Spelling) => {
    for (const key of spellings.flatMap(spellingKeys)) if (!byKey.has(key)) byKey.set(key, spelling);
  };
  // English names first: a spelling both languages share ("Marketing") reads as English, adding nothing.
  const skills = SKILLS.flatMap((skill) => {
    const german = SKILL_ROWS_DE[skill.id];
    return german && skillKey(german[0]) !== skillKey(skill.label)
      ? [{ skill, german, term: { en: skill.label, de: german[0] } }]
      : [];
  });
  for (const { skill, term } of skills) add([skill.label, ...skill.aliases], { term, englishSkillName: true });
  const fields = FIELDS_OF_STUDY.filter((field) => skillKey(field.en) !== skillKey(field.de));
  for (const field of fields) add([field.en], { term: field, englishSkillName: true });
  for (const { german, term } of skills) add(german, { term, englishSkillName: false });
  for (const field of fields) add([field.de, ...field.aliases], { term: field, englishSkillName: false });
  return byKey;
});

/** Words of a name as websearch reads plain words: no hyphens, slashes or `or` that would turn into operators. */
const plainWords = (name: string) =>
  name
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter((word) => word !== "" && word.toLowerCase() !== "or")
    .join(" ");

function alternativesOf(typed: string): string[] | undefined {
  const key = skillKey(typed);
  const spelling = key === "" ? undefined : terms().get(key);
  if (!spelling) return undefined;
  const { term, englishSkillName } = spelling;
  const names = englishSkillName ? [term.de] : [term.en, term.de];
  // The typed words are matched as written (the search folds no umlauts): "Teamfahigkeit" adds "Teamfähigkeit".
  const asTyped = plainWords(typed).toLowerCase();
  const added = names.map(plainWords).filter((name) => name.toLowerCase() !== asTyped);
  return added.length > 0 ? [typed, ...added] : undefined;
}

/** The longest run of words (as many as a name has) that names a term. */
const MAX_WORDS_PER_NAME = 4;
/** How many variants one clause may become: a search naming many terms keeps the later ones as typed. */
const MAX_VARIANTS = 8;

type Slot = string | string[];

/** A clause's words (no `or` among them) with each run that names a term replaced by its alternatives. */
function slotsOf(tokens: string[]): { slots: Slot[]; variants: number } {
  const slots: Slot[] = [];
  let variants = 1;
  for (let at = 0; at < tokens.length;) {
    let matched: { length: number; alternatives: string[] } | undefined;
    for (let length = Math.min(MAX_WORDS_PER_NAME, tokens.length - at); length > 0 && !matched; length--) {
      const run = tokens.slice(at, at + length);
      // A negated word, a quoted phrase or an operator is the searcher's own syntax: never part of a name.
      if (run.some((token) => token.startsWith("-") || token.includes('"'))) continue;
      const alternatives = alternativesOf(run.join(" "));
      if (alternatives && variants * alternatives.length <= MAX_VARIANTS) matched = { length, alternatives };
    }
    if (matched) {
      slots.push(matched.alternatives);
      variants *= matched.alternatives.length;
      at += matched.length;
    } else {
      slots.push(tokens[at]!);
      at++;
    }
  }
  return { slots, variants };
}

function variantsOf(slots: Slot[]): string[] {
  let variants = [""];
  for (const slot of slots) {
    const choices = typeof slot === "string" ? [slot] : slot;
    variants = variants.flatMap((prefix) => choices.map((choice) => (prefix ? `${prefix} ${choice}` : choice)));
  }
  return variants;
}

const TOKEN = /"[^"]*"|[^\s"]+/g;

/**
 * The search box's text with every name of a skill or field of study that the vocabulary has in English and
 * German also asked in the other language; text that names none comes back as typed.
 */
export function bilingualQuery(q: string): string {
  // An unclosed quote runs to the end of the text: an `or` added after it would be read as a quoted word.
  if ((q.match(/"/g)?.length ?? 0) % 2 === 1) return q;
  const clauses: string[][] = [[]];
  for (const token of q.match(TOKEN) ?? []) {
    if (token.toLowerCase() === "or") clauses.push([]);
    else clauses.at(-1)!.push(token);
  }
  const expanded = clauses.filter((tokens) => tokens.length > 0).map((tokens) => slotsOf(tokens));
  if (expanded.every((clause) => clause.variants === 1)) return q;
  return expanded.flatMap((clause) => variantsOf(clause.slots)).join(" or ");
}
