import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { apiBoundaries } from "./eslint/api-boundaries.js";
import { naming } from "./eslint/naming.js";
import { tableOwnership } from "./eslint/table-ownership.js";
import { translatedScreens } from "./eslint/translated-screens.js";
import { webBoundaries } from "./eslint/web-boundaries.js";
import { webCacheChanges } from "./eslint/web-cache-changes.js";

export default defineConfig(
  globalIgnores([
    "**/node_modules/",
    "**/dist/",
    "**/dist-server/",
    "data/",
    "coverage/",
    "test-results/",
    "e2e/.artifacts/",
    "apps/api/src/db/migrations/",
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    // Everything runs on Node except the web app's own code.
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": "off",
    },
  },

  {
    files: ["apps/web/src/**/*.{ts,tsx}", "apps/web/public/**/*.js"],
    languageOptions: { globals: globals.browser },
    extends: [reactHooks.configs.flat.recommended],
  },

  {
    // Tests poke at loosely typed JSON bodies.
    files: ["**/*.test.{ts,tsx}", "**/test/**/*.ts", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },

  ...apiBoundaries,
  ...tableOwnership,
  ...webBoundaries,
  ...naming,
  ...webCacheChanges,
  ...translatedScreens,
);
