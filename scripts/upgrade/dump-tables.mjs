// Dumps every table's rows (the application's tables and drizzle's migration journal) with SQL, on either
// database, using the database driver of the checkout that owns the data (`root`): the previous release's
// PGlite reads its own data folder. The embedded database belongs to one process, so its server is stopped first.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const TABLES = `
  select table_schema as schema, table_name as name from information_schema.tables
  where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`;
const KEYS = `
  select k.table_schema as schema, k.table_name as name, k.column_name as column
  from information_schema.table_constraints c
  join information_schema.key_column_usage k
    on k.constraint_name = c.constraint_name and k.constraint_schema = c.constraint_schema
  where c.constraint_type = 'PRIMARY KEY' and c.table_schema in ('public', 'drizzle')
  order by k.table_schema, k.table_name, k.ordinal_position`;

/**
 * @param {{ root: string, databaseUrl?: string, pgliteDir?: string }} where
 * @returns {Promise<Record<string, { key: string[], rows: Record<string, unknown>[] }>>} by "schema.table"
 */
export async function dumpTables({ root, databaseUrl, pgliteDir }) {
  const query = databaseUrl ? await postgres(root, databaseUrl) : await pglite(root, pgliteDir);
  try {
    const tables = await query.run(TABLES);
    const keys = await query.run(KEYS);
    const dump = {};
    for (const { schema, name } of tables) {
      const key = keys.filter((row) => row.schema === schema && row.name === name).map((row) => row.column);
      const rows = (await query.run(`select * from "${schema}"."${name}"`)).map(plain);
      dump[`${schema}.${name}`] = { key: key.length > 0 ? key : Object.keys(rows[0] ?? {}), rows };
    }
    return dump;
  } finally {
    await query.close();
  }
}

/** A row as JSON would keep it: instants as ISO text, bytes as their hash. */
function plain(row) {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => {
      if (value instanceof Date) return [column, value.toISOString()];
      if (value instanceof Uint8Array) return [column, `sha256:${createHash("sha256").update(value).digest("hex")}`];
      if (typeof value === "bigint") return [column, String(value)];
      return [column, value];
    }),
  );
}

async function load(root, specifier) {
  const require = createRequire(path.join(root, "apps/api/package.json"));
  return import(pathToFileURL(require.resolve(specifier)).href);
}

async function postgres(root, databaseUrl) {
  const { default: pg } = await load(root, "pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return { run: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
}

async function pglite(root, dataDir) {
  const { PGlite } = await load(root, "@electric-sql/pglite");
  const { pg_trgm } = await load(root, "@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  return { run: async (sql) => (await db.query(sql)).rows, close: () => db.close() };
}
