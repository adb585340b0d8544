/** The skill lists' field messages (packages/shared/src/skills/skill-ref.ts), by their key. */
export const FIELD_MESSAGES: Record<string, string> = {
  "Choose a skill from the list.": "skills:validation.fromList",
  "Choose at most 30 skills.": "skills:validation.max",
};
