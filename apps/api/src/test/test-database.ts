import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import pg from "pg";
import { openDatabase, type Database } from "../db/client.ts";
import { discardPgliteTemplate, pgliteTemplateKey, pgliteTemplatePath } from "../db/pglite-template.ts";

/**
 * A fresh, migrated database for one test file (or one test that needs a clean slate).
 *
 * - With `TEST_DATABASE_URL` (a PostgreSQL server the tests may create databases on): a new uniquely named
 *   database on that server, copied from a migrated template (made once by global-setup.ts); `close()` drops it.
 * - Otherwise: PGlite in memory, started from a migrated template (see db/pglite-template.ts).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openPostgresTestDatabase(serverUrl);
  return openPgliteTestDatabase();
}

/**
 * Like openTestDatabase, but with no schema at all (no migration applied), as a new deployment's database is
 * before its first start: for what migrates a database itself (restoring an older backup).
 */
export async function openBlankTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openPostgresTestDatabase(serverUrl, { migrate: false });
  return openDatabase({});
}

async function openPostgresTestDatabase(serverUrl: string, options = { migrate: true }): Promise<Database> {
  const name = `stint_test_${process.pid}_${randomBytes(6).toString("hex")}`;
  // Copying the migrated template takes about half the time of running every migration (~0.4 s against ~0.7 s
  // per test file); without a template (a run without the global setup) the slow, sure way. A blank database
  // (no migration) is a plain new one.
  const copied =
    options.migrate &&
    (await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${await postgresTemplateName()}"`).then(
      () => true,
      () => false,
    ));
  if (!copied) await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
    // After a copy this only checks the journal.
    if (options.migrate) await database.migrate();
  } catch (error) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    throw error;
  }
  let closed: Promise<void> | undefined;
  return {
    ...database,
    close: () =>
      (closed ??= (async () => {
        await database.close();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      })()),
  };
}

let templateName: Promise<string> | undefined;
const postgresTemplateName = () => (templateName ??= pgliteTemplateKey().then((key) => `stint_template_${key}`));

function databaseUrlOf(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes the migrated template on the server unless it is there (its name carries a hash of the migrations, so a
 * changed migration makes a new one). Built under a temporary name and renamed, so that a run that stops half
 * way never leaves a template that looks complete.
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<void> {
  const template = await postgresTemplateName();
  const existing = await adminQuery(serverUrl, `SELECT 1 FROM pg_database WHERE datname = '${template}'`);
  if (existing.rowCount) return;
  const building = `${template}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${building}"`);
  try {
    const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, building) });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await adminQuery(serverUrl, `ALTER DATABASE "${building}" RENAME TO "${template}"`);
  } finally {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
  }
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL touches its whole buffer pool at start: 16 MB instead of the server's 64 MB saves ~0.5 s of a core
 * per test database (of ~2.5 s), and holds a test file's few hundred rows many times over.
 */
const TEST_SHARED_BUFFERS = "16MB";

async function openPgliteTestDatabase(): Promise<Database> {
  const template = await pgliteTemplatePath();
  try {
    const database = await openDatabase({
      pgliteLoadDataDir: await openAsBlob(template),
      pgliteSharedBuffers: TEST_SHARED_BUFFERS,
    });
    // The template is migrated already; this only checks the journal (a few ms).
    await database.migrate();
    return database;
  } catch (error) {
    // A damaged or incompatible cached template: throw it away and start the slow, sure way.
    await discardPgliteTemplate(template);
    console.warn(`PGlite test template ${template} did not load (${String(error)}); using a fresh database`);
    const database = await openDatabase({ pgliteSharedBuffers: TEST_SHARED_BUFFERS });
    await database.migrate();
    return database;
  }
}
