import { readFile } from "node:fs/promises";
import { expect } from "vitest";
import { it } from "../src/test/api-test.ts";
import { apiTypesFile, apiTypesFrom } from "./lib/api-types.ts";

it("the web's generated API types match the document the API serves (else run `npm run api:types`)", async ({
  app,
}) => {
  const document: unknown = (await app.client().get("/api/openapi.json")).json;
  const committed = await readFile(apiTypesFile, "utf8");
  // A plain equality: a diff of the whole file would bury the one line that moved.
  expect(
    committed === (await apiTypesFrom(document)),
    "stale apps/web/src/lib/api-schema.d.ts: run `npm run api:types`",
  ).toBe(true);
});
