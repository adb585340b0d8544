/**
 * Writes apps/web/src/lib/api-schema.d.ts from the API's OpenAPI document: `npm run api:types`.
 * The app is built in process on a fresh test database and asked for /api/openapi.json; no server listens.
 */
import { writeFile } from "node:fs/promises";
import { createTestApp } from "../src/test/test-app.ts";
import { apiTypesFile, apiTypesFrom } from "./lib/api-types.ts";

const app = await createTestApp();
try {
  const document: unknown = await (await app.app.request("/api/openapi.json")).json();
  await writeFile(apiTypesFile, await apiTypesFrom(document));
  console.log(`wrote ${apiTypesFile}`);
} finally {
  await app.close();
}
