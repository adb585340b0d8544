import type { Db } from "./client.ts";
import { perDb } from "./per-db.ts";
import { runByName } from "./pglite-named-statements.ts";

/**
 * A query prepared once per database instead of on every call: drizzle builds its SQL once, and on
 * PostgreSQL (a named statement) each pooled connection parses and plans it once, on PGlite the one session
 * does (pglite-named-statements.ts). Only for queries on the database itself: inside a transaction the
 * statement would run outside it.
 */
export function preparedPerDb<T extends { getQuery(): { sql: string } }>(prepare: (db: Db) => T): (db: Db) => T {
  return perDb((db) => {
    const query = prepare(db);
    runByName(db, query.getQuery().sql);
    return query;
  });
}
