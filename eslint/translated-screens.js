// Words in the catalogues, not in the code (issue 35, decision 035): in the files below, a user-visible string
// literal in JSX (text between tags, or a label, placeholder, title, aria-label, alt, description, error… given
// as a literal) is an error; the words come from `t(…)` or `<Trans>`. The list grows screen by screen until it is
// the whole of apps/web/src, when it becomes one glob.
import i18next from "eslint-plugin-i18next";

/** Files and folders whose every word is translated (English and German). */
export const TRANSLATED = [
  "apps/web/src/app/app.tsx",
  "apps/web/src/app/root-route.tsx",
  "apps/web/src/app/route-error-boundary.tsx",
  "apps/web/src/app/session-gate.tsx",
  "apps/web/src/app/overlays.tsx",
  "apps/web/src/app/layouts/**",
  "apps/web/src/app/routes/landing.tsx",
  "apps/web/src/app/routes/login.tsx",
  "apps/web/src/app/routes/choose-sign-up-role.tsx",
  "apps/web/src/app/routes/sign-up-student.tsx",
  "apps/web/src/app/routes/sign-up-company.tsx",
  "apps/web/src/app/routes/forget-password.tsx",
  "apps/web/src/app/routes/reset-password.tsx",
  "apps/web/src/app/routes/confirm-account.tsx",
  "apps/web/src/app/routes/confirm-email.tsx",
  "apps/web/src/app/routes/not-found.tsx",
  "apps/web/src/app/routes/wrong-role.tsx",
  "apps/web/src/features/landing/**",
  "apps/web/src/i18n/**",
  "apps/web/src/components/splash.tsx",
  "apps/web/src/components/auth-page.tsx",
  "apps/web/src/components/query-states.tsx",
  "apps/web/src/components/month-field.tsx",
  "apps/web/src/lib/api-form-shell.tsx",
  "apps/web/src/features/places/components/address-input.tsx",
  "apps/web/src/features/accounts/components/sign-in-form.tsx",
  "apps/web/src/features/accounts/components/sign-up-page.tsx",
  "apps/web/src/features/accounts/components/sign-up-role-choices.tsx",
  "apps/web/src/features/accounts/components/forget-password-page.tsx",
  "apps/web/src/features/accounts/components/reset-password-form.tsx",
  "apps/web/src/features/accounts/components/confirm-account-page.tsx",
  "apps/web/src/features/accounts/components/confirm-email-change-page.tsx",
  "apps/web/src/features/accounts/components/auth-email-input.tsx",
  "apps/web/src/features/accounts/components/email-taken-error.tsx",
  "apps/web/src/features/accounts/components/form-section.tsx",
  "apps/web/src/features/accounts/components/studies-fields.tsx",
  "apps/web/src/features/accounts/components/company-profile-fields.tsx",
  // the account's language (helper G)
  "apps/web/src/features/accounts/components/language-setting.tsx",
  "apps/web/src/features/accounts/components/follow-account-language.tsx",
  "apps/web/src/features/accounts/api/account-language.ts",
];

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
