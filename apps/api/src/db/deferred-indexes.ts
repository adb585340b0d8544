import type pg from "pg";

/**
 * Drops the indexes of `tables` that no constraint owns (the primary and unique keys stay, for the foreign
 * keys and conflicts), and returns what builds them again, each from its own definition as PostgreSQL reports
 * it (whatever migration made it). Building an index once over a filled table is several times faster than
 * growing it row by row, GIN indexes most of all: for bulk loads into empty tables (benchmarks' seeds) on
 * PostgreSQL. If the load fails the indexes are gone: seed a fresh database again.
 */
export async function deferIndexes(pool: pg.Pool, tables: readonly string[]): Promise<() => Promise<void>> {
  const { rows } = await pool.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class t on t.oid = x.indrelid
       join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname = any($1)
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [tables],
  );
  for (const { name } of rows) await pool.query(`drop index "${name.replace(/"/g, '""')}"`);
  return async () => {
    // One after the other, each with a generous sort memory (a bulk build sorts everything it indexes).
    const client = await pool.connect();
    try {
      await client.query("set maintenance_work_mem = '512MB'");
      for (const { definition } of rows) await client.query(definition);
    } finally {
      client.release();
    }
  };
}
