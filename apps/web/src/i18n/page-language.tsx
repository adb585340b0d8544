import {
  browserLocale,
  type PageLanguage,
  UI_LANGUAGE_COOKIE,
  UI_LANGUAGE_COOKIE_MAX_AGE_S,
  type UiLanguage,
} from "@stint/shared/ui-languages";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { readLocaleWith } from "../lib/locale.ts";

type PageLanguageState = PageLanguage & { switchTo: (language: UiLanguage) => Promise<void> };

const PageLanguageContext = createContext<PageLanguageState | null>(null);

/**
 * The page's language, locale and the languages offered, and the visitors' switch: it keeps the choice in the
 * `stint_lang` cookie (the server renders the next page in it), loads the new language's catalogues of the
 * namespaces in use, then re-renders in place: no reload, what was typed stays.
 */
export function PageLanguageProvider({ initial, children }: { initial: PageLanguage; children: ReactNode }) {
  const { i18n } = useTranslation();
  const [page, setPage] = useState(initial);
  const switchTo = useCallback(
    async (language: UiLanguage) => {
      if (!page.offered.includes(language)) return;
      const next = { ...page, language, locale: browserLocale(language, navigator.languages) };
      document.cookie = `${UI_LANGUAGE_COOKIE}=${language}; path=/; max-age=${UI_LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
      // The formats read the locale while the new language renders, so it changes first.
      readLocaleWith(() => next);
      await i18n.changeLanguage(language);
      document.documentElement.lang = language;
      document.documentElement.dataset.locale = next.locale;
      setPage(next);
    },
    [i18n, page],
  );
  const value = useMemo(() => ({ ...page, switchTo }), [page, switchTo]);
  return <PageLanguageContext value={value}>{children}</PageLanguageContext>;
}

export function usePageLanguage(): PageLanguageState {
  const state = useContext(PageLanguageContext);
  if (!state) throw new Error("usePageLanguage outside PageLanguageProvider.");
  return state;
}
