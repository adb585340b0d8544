// Every web test renders in English with every catalogue at hand (no loading, so nothing suspends): components
// outside an I18nextProvider use this instance (react-i18next's global one).
import { setI18n } from "react-i18next";
import type { Catalogue } from "../i18n/catalogues.ts";
import { createI18n } from "../i18n/create-i18n.ts";

const english = import.meta.glob<Catalogue>("../i18n/locales/en/*.json", { eager: true, import: "default" });

export const testI18n = createI18n({
  language: "en",
  localeOf: () => "en-GB",
  resources: {
    en: Object.fromEntries(
      Object.entries(english).map(([file, catalogue]) => [/([^/]+)\.json$/.exec(file)![1]!, catalogue]),
    ),
  },
});
setI18n(testI18n);
