import { UI_LANGUAGES, type UiLanguage } from "@stint/shared/ui-languages";
import i18next, { type BackendModule, type i18n as I18n, type Resource } from "i18next";
import ICU from "i18next-icu";
import { loadCatalogue } from "./catalogues.ts";

/** The backend: each language's namespace from its own chunk (catalogues.ts). */
const chunkBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read(language, namespace, done) {
    loadCatalogue(language as UiLanguage, namespace).then(
      (catalogue) => done(null, catalogue),
      (error: unknown) => done(error as Error, false),
    );
  },
};

export type I18nStart = {
  language: UiLanguage;
  /** The locale of a language's ICU number and date placeholders (the formats' locale, lib/locale.ts). */
  localeOf: (language: UiLanguage) => string;
  /** Catalogues already here (the server's, handed over in the page's state), used without loading them. */
  resources?: Resource;
};

/**
 * An i18next instance for one language, ready at once: ICU MessageFormat messages (plurals, selects,
 * placeholders), `common` as the default namespace, every other namespace loaded when a component first asks
 * for it (react-i18next suspends that component meanwhile: on the server the render waits, in the browser a
 * navigation keeps the previous screen).
 */
export function createI18n({ language, localeOf, resources }: I18nStart): I18n {
  const i18n = i18next.createInstance();
  void i18n
    .use(chunkBackend)
    .use(ICU)
    .init({
      lng: language,
      supportedLngs: [...UI_LANGUAGES],
      // Every catalogue has every key (catalogues.test.ts), so no language falls back to another's words.
      fallbackLng: false,
      ns: ["common"],
      defaultNS: "common",
      resources,
      partialBundledLanguages: true,
      initAsync: false,
      // React escapes what it renders; escaping here too would show "&amp;".
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      // ICU's number and date placeholders format in the page's locale, not the bare language.
      i18nFormat: { parseLngForICU: (lng: string) => localeOf(lng as UiLanguage) },
    });
  return i18n;
}
