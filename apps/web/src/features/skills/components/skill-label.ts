import { skillById } from "@stint/shared/skills/skills";

/**
 * A skill's name as the screens show it. English for now: the vocabulary's German names and a way to get a
 * skill's label in a language come with helper H (issue 35); this is the one place to switch to them.
 */
export function skillLabel(skillId: string) {
  return skillById(skillId)?.label ?? skillId;
}
