import { pgliteTemplatePath } from "../db/pglite-template.ts";
import { ensurePostgresTemplate } from "./test-database.ts";

/** Vitest global setup for the API project: make the migrated template once, before the workers start. */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return ensurePostgresTemplate(process.env.TEST_DATABASE_URL);
  const started = performance.now();
  const file = await pgliteTemplatePath();
  const ms = Math.round(performance.now() - started);
  if (ms > 200) console.log(`PGlite test template ready in ${ms} ms (${file})`);
}
