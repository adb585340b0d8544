// Words in the catalogues, not in the code (issue 35, decision 035): in the web app, a user-visible string literal
// in JSX (text between tags, or a label, placeholder, title, aria-label, alt, description, error… given as a
// literal) is an error; the words come from `t(…)` or `<Trans>`. Every screen is translated, so the rule covers
// the whole of apps/web/src (the list grew area by area while the screens were translated).
import i18next from "eslint-plugin-i18next";

/** Files and folders whose every word is translated (English and German): all of the web app. */
export const TRANSLATED = ["apps/web/src/**"];

// The props that show words to a person (full-match patterns); others (variant="light", to="/jobs") are code.
const VISIBLE_ATTRIBUTES = [
  "label",
  ".*Label",
  "aria-label",
  "aria-description",
  "placeholder",
  "title",
  ".*Title",
  "subtitle",
  "alt",
  "description",
  "error",
  "message",
  "text",
  "prompt",
];

export const translatedScreens = [
  {
    files: TRANSLATED.map((file) => (file.endsWith("**") ? `${file}/*.{ts,tsx}` : file)),
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": { include: VISIBLE_ATTRIBUTES },
          // Names and keys passed to code, not words: the plugin's own list, and the form's field paths.
          callees: {
            exclude: [
              "i18n(ext)?",
              "t",
              "require",
              "includes",
              "startsWith",
              "endsWith",
              "getInputProps",
              "setFieldValue",
              "get",
              "has",
            ],
          },
          message: 'Words shown to people come from the catalogue: t("…") or <Trans> (decision 035).',
        },
      ],
    },
  },
];
