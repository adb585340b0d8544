// The skills vocabulary shared by jobs and CVs; the one entry point the package index re-exports.
export { SKILL_CATEGORIES, type SkillCategoryId } from "./skill-categories.ts";
export { SKILLS, skillSchema, type Skill } from "./skill-list.ts";
export { normaliseSkill, skillById } from "./skill-lookup.ts";
export { suggestSkills } from "./skill-suggest.ts";
export { skillCategoryLabel, skillLabel, type VocabularyLanguage, vocabularyLanguage } from "./skill-label.ts";
export {
  MAX_SKILLS_PER_LIST,
  SKILL_LEVELS,
  skillRefListSchema,
  skillRefSchema,
  type SkillLevel,
  type SkillRef,
} from "./skill-ref.ts";
