import { DEFAULT_UI_LANGUAGE, type UiLanguage } from "@stint/shared/ui-languages";

/** The page's language and the locale its formats use (de-CH and de-DE write numbers differently). */
export type PageLocale = { language: UiLanguage; locale: string };

let readLocale: () => PageLocale = () => ({ language: DEFAULT_UI_LANGUAGE, locale: "en-GB" });

/**
 * Where the formats read the locale from: the browser sets the page's (main.tsx, and the language switch); the
 * server's renderer the page's own (entry-server.tsx), as pages in different languages render at once there.
 */
export function readLocaleWith(read: () => PageLocale) {
  readLocale = read;
}

export const currentLocale = (): string => readLocale().locale;
export const currentLanguage = (): UiLanguage => readLocale().language;

/**
 * A value per locale, made on its first use in that locale: a formatter loads its locale's data when built
 * (~10 ms on a slow phone), so each is built once, and only for the locales a page shows.
 */
export function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = currentLocale();
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}
