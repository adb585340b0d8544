import { type ComboboxItem, isOptionsGroup, type OptionsFilter } from "@mantine/core";
import { languageName } from "@stint/shared/languages";
import { FIELDS_OF_STUDY, fieldOfStudyLabel, suggestFieldsOfStudy } from "@stint/shared/skills/fields-of-study";
import type { SkillCategoryId } from "@stint/shared/skills/skill-categories";
import { skillCategoryLabel, skillLabel, vocabularyLanguage } from "@stint/shared/skills/skill-label";
import type { Skill } from "@stint/shared/skills/skill-list";
import { suggestSkills } from "@stint/shared/skills/skill-suggest";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../lib/locale.ts";

/** How the vocabulary's entries read on the page: its skills, fields of study and languages. */
export type VocabularyNames = {
  /** A skill (or its id) by its name in the page's language: "Teamfähigkeit" in German, Python everywhere. */
  skill: (skill: Skill | string) => string;
  skillCategory: (category: SkillCategoryId) => string;
  /** Skills for typed text in either language, the page's language's names preferred. */
  suggestSkills: (query: string, limit?: number) => Skill[];
  /** A field of study (free text): a known one by its name in the page's language, else as written. */
  fieldOfStudy: (text: string) => string;
  /** The common fields of study in the page's language, most asked first: a tags box's suggestions. */
  fieldsOfStudy: readonly string[];
  /**
   * The filter for a tags box of fields of study (`filter` of Mantine's TagsInput, FreeTagsInput) with
   * `fieldsOfStudy` as its data: typing either language's name ("Maschinenb" on an English page) offers the
   * field in the page's language; what the user typed stays first.
   */
  fieldOfStudyFilter: OptionsFilter;
  /** A language (ISO 639-1 code) by its name in the page's language: "Deutsch", "Englisch". */
  language: (code: string) => string;
};

/**
 * The vocabulary's names for a component: `const names = useVocabularyNames(); names.skill(ref.skillId)`.
 * Where a screen names a skill, a field of study or a language, it names it through this, never through the
 * shared English `label`/`name` (which the API and its mails keep).
 */
export function useVocabularyNames(): VocabularyNames {
  const { i18n } = useTranslation("common");
  const language = vocabularyLanguage(i18n.language);
  return useMemo(() => vocabularyNames(language), [language]);
}

export function vocabularyNames(language: string): VocabularyNames {
  const fieldsOfStudy = FIELDS_OF_STUDY.map((field) => field[vocabularyLanguage(language)]);
  return {
    skill: (skill) => skillLabel(skill, language),
    skillCategory: (category) => skillCategoryLabel(category, language),
    suggestSkills: (query, limit) => suggestSkills(query, limit, language),
    fieldOfStudy: (text) => fieldOfStudyLabel(text, language),
    fieldsOfStudy,
    fieldOfStudyFilter: ({ options, search, limit }) => {
      const typed = search.trim();
      if (typed === "") return options;
      const items = options.filter((option): option is ComboboxItem => !isOptionsGroup(option));
      const byLabel = new Map(items.map((item) => [item.label.toLowerCase(), item]));
      const asTyped = byLabel.get(typed.toLowerCase());
      const suggested = suggestFieldsOfStudy(typed, language, limit).flatMap(
        (name) => byLabel.get(name.toLowerCase()) ?? [],
      );
      return [...new Set([...(asTyped ? [asTyped] : []), ...suggested])].slice(0, limit);
    },
    language: (code) => {
      // The page's locale (de-CH) when it is of this language, as every format reads it.
      const locale = currentLocale();
      return languageName(code, vocabularyLanguage(locale) === vocabularyLanguage(language) ? locale : language);
    },
  };
}
