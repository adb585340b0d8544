import { languageByCode } from "@stint/shared/languages";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { perLocale } from "../lib/locale.ts";

const displayNames = perLocale((locale) => new Intl.DisplayNames(locale, { type: "language" }));

/**
 * A language's name by its ISO 639-1 code in the page's language: English keeps the vocabulary's names (the
 * API's), another language names it as its locale does ("Deutsch", "Englisch").
 */
export function languageNameOf(language: string, code: string): string {
  const english = languageByCode(code)?.name ?? code;
  if (language === "en") return english;
  return displayNames().of(code) ?? english;
}

export function useLanguageName() {
  const { i18n } = useTranslation();
  return useCallback((code: string) => languageNameOf(i18n.language, code), [i18n.language]);
}
