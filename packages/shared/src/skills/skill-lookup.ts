import { onFirstUse } from "../on-first-use.ts";
import { skillKey, spellingKeys } from "./skill-key.ts";
import { SKILLS, type Skill } from "./skill-list.ts";
import { SKILL_ROWS_DE } from "./skills-data-de.ts";

const byId = new Map(SKILLS.map((skill) => [skill.id, skill]));

// Every spelling of a skill in either language (id, labels, aliases) under its folded keys. The vocabulary's
// tests guarantee a key never belongs to two skills, so the first writer wins only in theory. Made on first
// use: folding ~2,500 spellings is work a screen that only shows skills by id never needs.
const skillsByKey = onFirstUse(() => {
  const byKey = new Map<string, Skill>();
  for (const skill of SKILLS) {
    for (const spelling of [skill.id, skill.label, ...skill.aliases, ...(SKILL_ROWS_DE[skill.id] ?? [])]) {
      for (const key of spellingKeys(spelling)) if (!byKey.has(key)) byKey.set(key, skill);
    }
  }
  return byKey;
});

export function skillById(id: string): Skill | undefined {
  return byId.get(id);
}

/**
 * The skill that free text names, in English or German, ignoring case, spaces, punctuation and how umlauts
 * are typed: "JS" → JavaScript, "k8s" → Kubernetes, "node js" → Node.js, "Teamfaehigkeit" → Teamwork. Text
 * that names no skill exactly gives undefined (see suggestSkills for partial input).
 */
export function normaliseSkill(text: string): Skill | undefined {
  const key = skillKey(text);
  return key === "" ? undefined : skillsByKey().get(key);
}
