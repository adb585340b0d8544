import { test } from "vitest";
import { OVER_HTTP_BY_DEFAULT, createTestApp, newCompany, newStudent, type TestApp } from "./test-app.ts";

/**
 * Vitest's `it` with the API's fixtures. Each test file that imports it gets one application on its own
 * database, started before the file's first test and closed after its last:
 *
 * ```ts
 * import { it } from "../../test/api-test.ts";
 *
 * it("keeps a CV to its student", async ({ app, signedInStudent }) => {
 *   const { client, id } = await signedInStudent({ openToOffers: true });
 *   expect((await app.client().get("/api/cvs")).status).toBe(401);
 * });
 * ```
 *
 * - `app`: the test application (`createTestApp`); `app.client()` is a signed-out client.
 * - `db`: the application's database (`app.deps.database.db`).
 * - `signedInStudent(fields?)`, `signedInCompany(fields?)`: a new user on the file's app, signed in, as
 *   `{ client, id, email, me }`. Each call signs up someone new, so a test that needs a user of its own does
 *   not depend on the others. Users several tests share are signed up in an `it.beforeAll` of the file.
 * - `appEnv`: the configuration the file's app starts with; `it.override({ appEnv: { RATE_LIMIT: "false" } })`
 *   at the top of a file changes it.
 * - `overHttp`: whether the clients of the file's app ask it over a real socket (the production server on
 *   127.0.0.1) instead of `app.request`; off unless API_TEST_OVER_HTTP=1, or `it.override({ overHttp: true })`. (File fixtures cannot differ between the describe blocks of one file: a
 *   block that needs another configuration starts its own app with `createTestApp`.)
 * - `startApp(env?)`: another application on a fresh database, for a test that needs a different
 *   configuration; closed when the test ends.
 *
 * Extending `it` again in a test file (`it.extend(...)`) would give that file a second app, because each
 * extension resolves its fixtures anew: share users through `it.beforeAll` instead.
 */
export const it = test
  .extend("appEnv", { scope: "file" }, {} as Record<string, string>)
  .extend("overHttp", { scope: "file" }, OVER_HTTP_BY_DEFAULT)
  .extend("app", { scope: "file" }, async ({ appEnv, overHttp }, { onCleanup }) => {
    const app = await createTestApp(appEnv, { overHttp });
    onCleanup(() => app.close());
    return app;
  })
  .extend("db", { scope: "file" }, ({ app }) => app.deps.database.db)
  .extend(
    "signedInStudent",
    { scope: "file" },
    ({ app }) =>
      (fields: Record<string, unknown> = {}) =>
        newStudent(app, fields),
  )
  .extend(
    "signedInCompany",
    { scope: "file" },
    ({ app }) =>
      (fields: Record<string, unknown> = {}) =>
        newCompany(app, fields),
  )
  // Vitest reads a fixture's dependencies from its first parameter, which must be a pattern even when empty.
  // eslint-disable-next-line no-empty-pattern
  .extend("startApp", async ({}, { onCleanup }) => {
    const started: TestApp[] = [];
    onCleanup(async () => {
      await Promise.all(started.map((app) => app.close()));
    });
    return async (env: Record<string, string> = {}) => {
      const app = await createTestApp(env);
      started.push(app);
      return app;
    };
  });

// The app starts in a hook, as it did before fixtures: starting a database on a busy machine can take longer
// than a test may, and the hook's timeout is the one meant for it. Registered here, by importing this module,
// on the importing test file: with the API project's shared modules (isolate: false) only on a worker's first
// file, which is why that project's test timeout has room for starting an app too.
it.beforeAll(({ app }) => {
  void app;
});
