import type { TFunction } from "i18next";
import { createI18n } from "../../i18n/create-i18n.ts";
import rounds from "../../i18n/locales/de/rounds.json";

/** The rounds catalogue's German, for tests of the sentences built outside components. */
export function germanT(): TFunction {
  return createI18n({ language: "de", localeOf: () => "de-CH", resources: { de: { rounds } } }).getFixedT("de");
}
