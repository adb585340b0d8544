import { relatedSkillsOf, SKILL_RELATIONS } from "@stint/shared/skills/skill-relations";

// relatedSkillId → the asked skills it earns credit for (the reverse of relatedSkillsOf).
const creditedBy = new Map<string, string[]>();
for (const [asked, related] of SKILL_RELATIONS) {
  const list = creditedBy.get(related) ?? [];
  list.push(asked);
  creditedBy.set(related, list);
}

/**
 * Every skill a job may ask for that a CV with `cvSkillIds` earns some credit for: its own skills and the
 * skills they are related to. A job asking for none of these is excluded by the engine, so the database
 * may leave it out before scoring.
 */
export function jobSkillsCreditedBy(cvSkillIds: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const skillId of cvSkillIds) {
    out.add(skillId);
    for (const asked of creditedBy.get(skillId) ?? []) out.add(asked);
  }
  return [...out];
}

/** Every CV skill that earns some credit for a job asking for `askedSkillIds` (the reverse of the above). */
export function cvSkillsCrediting(askedSkillIds: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const skillId of askedSkillIds) {
    out.add(skillId);
    for (const related of relatedSkillsOf(skillId)) out.add(related.skillId);
  }
  return [...out];
}
