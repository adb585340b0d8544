import { SKILL_CATEGORIES, type SkillCategoryId } from "./skill-categories.ts";
import type { Skill } from "./skill-list.ts";
import { skillById } from "./skill-lookup.ts";
import { SKILL_CATEGORY_LABELS_DE, SKILL_ROWS_DE } from "./skills-data-de.ts";

/** The languages the vocabulary names its entries in. */
export type VocabularyLanguage = "en" | "de";

/**
 * The vocabulary's language for an interface language or a locale ("de", "de-CH"): German names for German,
 * the English ones for every other language (they are also the names the API and its mails use).
 */
export function vocabularyLanguage(language: string): VocabularyLanguage {
  return language === "de" || language.toLowerCase().startsWith("de-") ? "de" : "en";
}

const isGerman = (language: string) => vocabularyLanguage(language) === "de";

/** A skill's German label and aliases, for a skill that German speakers name in German. */
export function germanSpellings(id: string): readonly string[] {
  return SKILL_ROWS_DE[id] ?? [];
}

/**
 * A skill's name in a language: the German label where German speakers use one ("Projektmanagement",
 * "Teamfähigkeit"), else the skill's one name (Python, Docker). An unknown id is returned as it is, so a
 * skill retired from the vocabulary still shows as something.
 */
export function skillLabel(skill: Skill | string, language: string): string {
  const known = typeof skill === "string" ? skillById(skill) : skill;
  if (!known) return skill as string;
  return (isGerman(language) && SKILL_ROWS_DE[known.id]?.[0]) || known.label;
}

const englishCategoryLabels = new Map<string, string>(
  SKILL_CATEGORIES.map((category) => [category.id, category.label]),
);

/** A skill category's name in a language. */
export function skillCategoryLabel(category: SkillCategoryId, language: string): string {
  return isGerman(language) ? SKILL_CATEGORY_LABELS_DE[category] : (englishCategoryLabels.get(category) ?? category);
}
