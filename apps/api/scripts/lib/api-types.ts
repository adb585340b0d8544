import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";

/** The web's types of the API, generated from the document the API serves (the web's client is typed by them). */
export const apiTypesFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../web/src/lib/api-schema.d.ts",
);

const HEADER = `/**
 * Generated from the API's OpenAPI document (GET /api/openapi.json) by \`npm run api:types\`: do not edit.
 * A test (apps/api/scripts/api-types.test.ts) fails when this file no longer matches the document.
 */

`;

/** The TypeScript text of a document's paths, operations and schemas. */
export async function apiTypesFrom(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, { alphabetize: false, silent: true });
  return HEADER + astToString(ast);
}
