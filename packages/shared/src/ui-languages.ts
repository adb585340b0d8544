/**
 * The languages Stint's interface speaks, and which one a request gets (decision 035). Not the languages a CV
 * lists or a job asks for: those are `languages.ts`.
 *
 * A language is offered once every screen of it is translated (`UI_LANGUAGES`, default English only): a
 * half-German product reads worse than an English one.
 */
export const UI_LANGUAGES = ["en", "de"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = "en";

/** The cookie the visitors' switch sets (a year, every path): the choice of someone not signed in. */
export const UI_LANGUAGE_COOKIE = "stint_lang";
export const UI_LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Each language's own name, as its speakers write it: the switch shows these. */
export const UI_LANGUAGE_NAMES: Record<UiLanguage, string> = { en: "English", de: "Deutsch" };

/**
 * The locale formats use when the browser names no region of the interface's language: English as in Europe
 * (day before month, 24-hour clock), German as in Germany.
 */
const DEFAULT_LOCALES: Record<UiLanguage, string> = { en: "en-GB", de: "de-DE" };

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  typeof value === "string" && (UI_LANGUAGES as readonly string[]).includes(value);

/**
 * `UI_LANGUAGES` ("en,de") as the languages offered, in the order given; unknown names are refused (a typo must
 * not switch a language off silently). English is always offered: it is the fallback of every negotiation.
 */
export function parseOfferedLanguages(value: string | undefined): UiLanguage[] | { unknown: string[] } {
  const names = (value ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !isUiLanguage(name));
  if (unknown.length > 0) return { unknown };
  return [...new Set<UiLanguage>([DEFAULT_UI_LANGUAGE, ...(names as UiLanguage[])])];
}

/** One range of an `Accept-Language` header: a tag ("de-CH", "*") and its weight. */
export type LanguageRange = { tag: string; q: number };

const TAG = /^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/i;

/**
 * The ranges of an `Accept-Language` header, most wanted first (ties keep the header's order); a range that is
 * not a language tag, or whose weight is not a number in 0..1, is skipped, and `q=0` ("not this") is dropped.
 */
export function parseAcceptLanguage(header: string | null | undefined): LanguageRange[] {
  if (!header) return [];
  const ranges: LanguageRange[] = [];
  for (const part of header.slice(0, 1000).split(",")) {
    const [rawTag, ...params] = part.split(";").map((piece) => piece.trim());
    if (!rawTag || !TAG.test(rawTag)) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split("=").map((piece) => piece.trim());
      if (name?.toLowerCase() === "q") q = value && /^[0-9.]+$/.test(value) ? Number(value) : Number.NaN;
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    ranges.push({ tag: rawTag, q });
  }
  return ranges
    .map((range, index) => ({ range, index }))
    .sort((a, b) => b.range.q - a.range.q || a.index - b.index)
    .map(({ range }) => range);
}

const baseOf = (tag: string) => tag.split("-")[0]!.toLowerCase();

/** The first offered language the ranges ask for ("*" takes the first offered), or null. */
function negotiate(ranges: LanguageRange[], offered: readonly UiLanguage[]): UiLanguage | null {
  for (const { tag } of ranges) {
    if (tag === "*") return offered[0] ?? null;
    const base = baseOf(tag);
    const found = offered.find((language) => language === base);
    if (found) return found;
  }
  return null;
}

export type LanguageSources = {
  /**
   * The signed-in user's own choice. The seam for the account setting (a later change stores it on the account,
   * which needs a migration); until then callers pass nothing.
   */
  choice?: string | null;
  /** The `stint_lang` cookie the visitors' switch set. */
  cookie?: string | null;
  /** The request's `Accept-Language` header (or the browser's languages, joined). */
  acceptLanguage?: string | null;
  /** The languages this deployment offers (`UI_LANGUAGES`). */
  offered: readonly UiLanguage[];
};

/** The interface's language: the user's choice, else the switch's cookie, else the browser's, else English. */
export function pickLanguage({ choice, cookie, acceptLanguage, offered }: LanguageSources): UiLanguage {
  for (const named of [choice, cookie]) {
    const language = named?.trim().toLowerCase();
    if (isUiLanguage(language) && offered.includes(language)) return language;
  }
  return negotiate(parseAcceptLanguage(acceptLanguage), offered) ?? DEFAULT_UI_LANGUAGE;
}

/**
 * The locale dates and numbers are formatted in: the browser's own tag of the interface's language when it
 * names one with a region (de-CH writes 1’234.5, de-DE 1.234,5), else the language's default.
 */
export function pickLocale(language: UiLanguage, acceptLanguage: string | null | undefined): string {
  for (const { tag } of parseAcceptLanguage(acceptLanguage)) {
    if (tag === "*" || baseOf(tag) !== language || !tag.includes("-")) continue;
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical && new Intl.NumberFormat(canonical).resolvedOptions().locale.startsWith(language)) return canonical;
    } catch {
      // not a tag Intl knows: the next one, or the default
    }
  }
  return DEFAULT_LOCALES[language];
}

/** The `stint_lang` cookie's value in a `Cookie` header, if any. */
export function languageCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const [name, value] = pair.split("=").map((piece) => piece.trim());
    if (name === UI_LANGUAGE_COOKIE && value) return value;
  }
  return null;
}

/** What a page says of its language, on its `<html>` element, for the browser's app to read (decision 035). */
export type PageLanguage = { language: UiLanguage; locale: string; offered: readonly UiLanguage[] };

/** Negotiates a request's page language from its headers (the user's choice: a later change passes it). */
export function pageLanguageOf(
  headers: { cookie?: string | null; acceptLanguage?: string | null; choice?: string | null },
  offered: readonly UiLanguage[],
): PageLanguage {
  const language = pickLanguage({
    choice: headers.choice,
    cookie: languageCookie(headers.cookie),
    acceptLanguage: headers.acceptLanguage,
    offered,
  });
  return { language, locale: pickLocale(language, headers.acceptLanguage), offered };
}

const HTML_START = /<html lang="[a-z-]*"/i;

/**
 * A page's HTML with its `<html>` element naming the language, the formats' locale and the languages offered
 * (the switch shows when there are two or more). Values are from fixed lists and Intl's canonical tags only.
 */
export function withPageLanguage(html: string, { language, locale, offered }: PageLanguage): string {
  const safeLocale = /^[a-z0-9-]+$/i.test(locale) ? locale : language;
  return html.replace(
    HTML_START,
    `<html lang="${language}" data-locale="${safeLocale}" data-ui-languages="${offered.join(",")}"`,
  );
}

/** The page language an `<html>` element names (withPageLanguage), English when it names none it knows. */
export function readPageLanguage(element: { lang: string; dataset: Record<string, string | undefined> }): PageLanguage {
  const language = isUiLanguage(element.lang) ? element.lang : DEFAULT_UI_LANGUAGE;
  const offered = (element.dataset.uiLanguages ?? "").split(",").filter(isUiLanguage);
  return {
    language,
    locale: element.dataset.locale || DEFAULT_LOCALES[language],
    offered: offered.length > 0 ? offered : [language],
  };
}

/** The locale for `language` from the browser's own list of languages (the switch's, when it changes language). */
export const browserLocale = (language: UiLanguage, browserLanguages: readonly string[]) =>
  pickLocale(language, browserLanguages.join(","));
