import { DEFAULT_UI_LANGUAGE, isUiLanguage, pickLocale, type UiLanguage } from "@stint/shared/ui-languages";
import { IntlMessageFormat } from "intl-messageformat";
import deAuth from "./locales/de/auth.json" with { type: "json" };
import deCalendar from "./locales/de/calendar.json" with { type: "json" };
import deCv from "./locales/de/cv.json" with { type: "json" };
import deMails from "./locales/de/mails.json" with { type: "json" };
import deNotifications from "./locales/de/notifications.json" with { type: "json" };
import enAuth from "./locales/en/auth.json" with { type: "json" };
import enCalendar from "./locales/en/calendar.json" with { type: "json" };
import enCv from "./locales/en/cv.json" with { type: "json" };
import enMails from "./locales/en/mails.json" with { type: "json" };
import enNotifications from "./locales/en/notifications.json" with { type: "json" };

/** A namespace's messages: nested objects of ICU MessageFormat strings, addressed by dotted keys. */
export type Catalogue = { [key: string]: string | Catalogue };

/**
 * What the server writes in people's languages (decision 035): mails, notifications, calendar files, CV PDF
 * labels. The same shape as the web's catalogues (ICU MessageFormat, one file per namespace and language), so
 * that a third language is a folder of files; `catalogues.test.ts` keeps the languages in step.
 */
export const SERVER_CATALOGUES: Record<UiLanguage, Record<string, Catalogue>> = {
  en: { auth: enAuth, mails: enMails, notifications: enNotifications, calendar: enCalendar, cv: enCv },
  de: { auth: deAuth, mails: deMails, notifications: deNotifications, calendar: deCalendar, cv: deCv },
};

export type MessageParams = Record<string, string | number | Date>;

/** `t("mails:passwordReset.subject", { … })`: one message of a namespace, formatted. */
export type Translate = (key: string, params?: MessageParams) => string;

export function messageOf(language: UiLanguage, key: string): string | undefined {
  const [namespace, path] = key.split(":", 2);
  let node: string | Catalogue | undefined = SERVER_CATALOGUES[language][namespace!];
  for (const part of (path ?? "").split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const compiled = new Map<string, IntlMessageFormat>();

/**
 * The named formats messages may use beside ICU's own: `{at, date, utcMinute}` is a moment to the minute in
 * UTC ("2 March 2027 at 17:00"), for texts whose reader's time zone the server does not know; the message
 * says "UTC" after it; `{day, date, utcDay}` a calendar day.
 */
const FORMATS = {
  date: {
    utcMinute: {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "UTC",
    } satisfies Intl.DateTimeFormatOptions,
    // A calendar day kept as UTC midnight ("1 Mar 2027"): a start date or a deadline day never shifts.
    utcDay: { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } satisfies Intl.DateTimeFormatOptions,
  },
};

const zonedFormats = (timeZone: string) => ({
  date: { ...FORMATS.date, zoned: { dateStyle: "full", timeStyle: "short", timeZone } as Intl.DateTimeFormatOptions },
});

/**
 * The messages of one language, with numbers and dates in its default locale (en-GB, de-DE): a mail does not know
 * the region of the browser its reader will open it in. Each message is parsed once per process. A key missing
 * from the catalogue is a programming error (the catalogue test finds it): it throws rather than mail a key.
 */
export function translator(language: UiLanguage): Translate {
  const locale = pickLocale(language, null);
  return (key, params) => {
    // A `timeZone` parameter gives `{at, date, zoned}`: the day and time where something happens (an interview).
    const timeZone = typeof params?.timeZone === "string" ? params.timeZone : null;
    const cacheKey = `${language} ${key} ${timeZone ?? ""}`;
    let format = compiled.get(cacheKey);
    if (!format) {
      const message = messageOf(language, key);
      if (message === undefined) throw new Error(`No message "${key}" in ${language}`);
      const formats = timeZone ? zonedFormats(timeZone) : FORMATS;
      format = new IntlMessageFormat(message, locale, formats, { ignoreTag: true });
      compiled.set(cacheKey, format);
    }
    return String(format.format(params));
  };
}

/** The language a person is written to in: the one they chose, else the one they last used Stint in, else English. */
export function recipientLanguage(user: { uiLanguage: string | null; lastUiLanguage: string | null }): UiLanguage {
  if (isUiLanguage(user.uiLanguage)) return user.uiLanguage;
  if (isUiLanguage(user.lastUiLanguage)) return user.lastUiLanguage;
  return DEFAULT_UI_LANGUAGE;
}
