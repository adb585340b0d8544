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
  // vocabulary names: skills, fields of study, languages (helper H)
  "apps/web/src/features/skills/components/vocabulary-names.ts",
  // shell, shared components, accounts, companies, files, notifications (helper A)
  "apps/web/src/components/**",
  "apps/web/src/lib/**",
  "apps/web/src/features/accounts/**",
  "apps/web/src/app/routes/account-company-detail.tsx",
  "apps/web/src/app/routes/account-company-edit.tsx",
  "apps/web/src/app/routes/account-student-detail.tsx",
  "apps/web/src/app/routes/account-student-edit.tsx",
  "apps/web/src/app/routes/finish-account.tsx",
  "apps/web/src/features/notifications/**",
  "apps/web/src/features/companies/**",
  "apps/web/src/app/routes/company-detail.tsx",
  "apps/web/src/features/files/**",
  "apps/web/src/app/router.tsx",
  "apps/web/src/app/resolve-lazy-routes.ts",
  "apps/web/src/app/server-state.ts",
  "apps/web/src/app/loaders/**",
  // ratings and placement rounds (helper E)
  "apps/web/src/features/ratings/**",
  "apps/web/src/app/routes/rating-creation.tsx",
  "apps/web/src/app/routes/rating-detail.tsx",
  "apps/web/src/app/routes/rating-edit.tsx",
  "apps/web/src/app/routes/rating-list.tsx",
  "apps/web/src/features/rounds/**",
  "apps/web/src/app/routes/round-detail.tsx",
  "apps/web/src/app/routes/round-list.tsx",
  // jobs, job search, places, maps, saved filters, skills (helper B)
  "apps/web/src/features/jobs/**",
  "apps/web/src/features/places/**",
  "apps/web/src/features/maps/**",
  "apps/web/src/features/saved-filters/**",
  "apps/web/src/features/skills/**",
  "apps/web/src/app/routes/job-*.tsx",
  "apps/web/src/app/routes/filtered-list.tsx",
  // CVs and match explanations (helper F)
  "apps/web/src/features/matching/components/match-explanation.tsx",
  "apps/web/src/features/matching/components/match-reasons.tsx",
  "apps/web/src/features/matching/components/match-score-panel.tsx",
  "apps/web/src/features/matching/components/use-match-text.ts",
  "apps/web/src/features/cvs/**",
  "apps/web/src/app/routes/cv-creation.tsx",
  "apps/web/src/app/routes/cv-detail.tsx",
  "apps/web/src/app/routes/cv-edit.tsx",
  "apps/web/src/app/routes/cv-list.tsx",
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
