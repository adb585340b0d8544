import { mentionedSkills } from "@stint/matching/text";
import { MAX_SKILLS_PER_LIST, type SkillRef } from "@stint/shared/skills/skill-ref";
import { normaliseSkill } from "@stint/shared/skills/skill-lookup";

// What separates the entries of a skills list: "Python, SQL · Docker | Git; Excel", bullets, a category label.
const LIST_SEPARATOR = /\s*(?:[,;|·•▪/]|\s-\s|\s–\s|:|\(|\)|\bund\b|\band\b)\s*/u;
// prettier-ignore
const LEVEL_WORDS: [RegExp, number][] = [
  [/\b(?:expert|experte|sehr gut|excellent|exzellent)\b/iu, 5],
  [/\b(?:advanced|fortgeschritten|gut|good|proficient)\b/iu, 4],
  [/\b(?:basic|basics|grundkenntnisse|beginner|anfänger|elementary)\b/iu, 2],
];
const DEFAULT_LEVEL = 3;

/**
 * The vocabulary's skills a skills section lists, by the lookup that reads typed names (English and German,
 * aliases), and those named in running text (summary, experience) by matching's spotter. Levels are guessed
 * from words on the skill's line ("Python (advanced)"), else 3.
 */
export function skillsIn(options: { listed: readonly string[]; prose: readonly string[] }): SkillRef[] {
  const found = new Map<string, number>();
  for (const line of options.listed) {
    const level = LEVEL_WORDS.find(([pattern]) => pattern.test(line))?.[1] ?? DEFAULT_LEVEL;
    for (const piece of line.split(LIST_SEPARATOR)) {
      const skill = normaliseSkill(piece.trim());
      if (skill && !found.has(skill.id)) found.set(skill.id, level);
    }
    for (const id of mentionedSkills(line)) if (!found.has(id)) found.set(id, level);
  }
  for (const text of options.prose) {
    for (const id of mentionedSkills(text)) if (!found.has(id)) found.set(id, DEFAULT_LEVEL);
  }
  return [...found].slice(0, MAX_SKILLS_PER_LIST).map(([skillId, level]) => ({ skillId, level }));
}
