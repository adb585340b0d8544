import { onFirstUse } from "../on-first-use.ts";
import { skillKey } from "./skill-key.ts";
import { SKILLS, type Skill } from "./skill-list.ts";

const byId = new Map(SKILLS.map((skill) => [skill.id, skill]));

// Every spelling of a skill (id, label, aliases) under its folded key. The vocabulary's tests guarantee a key
// never belongs to two skills, so the first writer wins only in theory. Made on first use: folding ~2,000
// spellings is work a screen that only shows skills by id never needs.
const skillsByKey = onFirstUse(() => {
  const byKey = new Map<string, Skill>();
  for (const skill of SKILLS) {
    for (const spelling of [skill.id, skill.label, ...skill.aliases]) {
      const key = skillKey(spelling);
      if (!byKey.has(key)) byKey.set(key, skill);
    }
  }
  return byKey;
});

export function skillById(id: string): Skill | undefined {
  return byId.get(id);
}

/**
 * The skill that free text names, ignoring case, spaces and punctuation: "JS" → JavaScript, "k8s" →
 * Kubernetes, "node js" → Node.js. Text that names no skill exactly gives undefined (see suggestSkills for
 * partial input).
 */
export function normaliseSkill(text: string): Skill | undefined {
  const key = skillKey(text);
  return key === "" ? undefined : skillsByKey().get(key);
}
