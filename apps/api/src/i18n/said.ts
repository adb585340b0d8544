import type { SaidMessage } from "@stint/shared/notifications";
import { type MessageParams, type Translate, translator } from "./server-i18n.ts";

/**
 * What the server says to someone, kept as data: a message key of the server's catalogues and its parameters
 * (names, titles, counts; a date as its epoch milliseconds), so that it is written in each reader's language
 * when it is read (a notification in the list, in a mail), not in the writer's when it happens.
 */
export type Said = SaidMessage;

/**
 * A code of a value set as an ICU select takes it: ICU's selectors are words, so `skills-mismatch` becomes
 * `skillsMismatch`.
 */
export const selector = (code: string) => code.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

export const said = (key: string, params?: Record<string, string | number>): Said =>
  params === undefined ? { key } : { key, params };

/** `text` in the translator's language; a plain string (what a person wrote) as it is. */
export function say(t: Translate, text: Said | string): string {
  return typeof text === "string" ? text : t(text.key, text.params as MessageParams | undefined);
}

const english = translator("en");

/** The English words of a message: what a notification row stores beside its message, for readers that know no key. */
export const inEnglish = (text: Said | string) => say(english, text);
