import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * `npm test` = `vitest run` over three projects:
 * - shared: unit tests of packages/*, of the repository's scripts (scripts/*.test.mjs) and lint rules (eslint/)
 * - api: unit and integration tests of apps/api, each test file on its own database (in-memory PGlite from a
 *   migrated template, or a fresh PostgreSQL database when TEST_DATABASE_URL is set: see apps/api/src/test)
 * - web: unit tests of apps/web (node environment; a test that needs a DOM says so in its own file)
 * The Playwright suite in e2e/ is separate (`npm run test:e2e`).
 */
const exclude = ["**/node_modules/**", "**/dist/**", "**/data/**", "e2e/**"];

export default defineConfig({
  test: {
    // CI machines have 2 cores; a PGlite instance keeps one busy while it starts.
    maxWorkers: Math.max(1, Math.min(4, availableParallelism())),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    passWithNoTests: false,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          environment: "node",
          include: ["packages/*/src/**/*.test.ts", "scripts/**/*.test.mjs", "eslint/**/*.test.mjs"],
          exclude,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          environment: "node",
          // Each file still gets its own app on its own database (test/api-test.ts), but the files of one worker
          // share the modules they import: importing the whole app anew for each of 70+ files took more time
          // than the tests themselves (CI: 216 s of import against 15 s, the pass 2x quicker).
          isolate: false,
          // With shared modules, test/api-test.ts's hook that starts a file's app before its first test is
          // registered on the first file of each worker only; elsewhere the first test also starts the app.
          testTimeout: 60_000,
          include: ["apps/api/src/**/*.test.ts", "apps/api/scripts/**/*.test.ts"],
          exclude,
          globalSetup: ["apps/api/src/test/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          environment: "node",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          // English catalogues for every test (react-i18next's instance when no provider is around).
          setupFiles: ["apps/web/src/test/i18n-setup.ts"],
          exclude,
        },
      },
    ],
  },
});
