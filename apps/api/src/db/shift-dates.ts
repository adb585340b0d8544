import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./client.ts";

type DateColumn = { table: string; column: string; type: "timestamp" | "date" };

const DAY_MS = 86_400_000;

/**
 * Moves every date and time in the public tables by `byMs`, as if everything in them had happened that much
 * later: what a copy of data made at another moment needs to look made now (the demo snapshot). Times move
 * exactly, dates by whole days. Triggers do not fire (session_replication_role = replica): nothing changed
 * but the clock, so no change feed or catalogue generation is told. Dates inside JSON values stay.
 */
export async function shiftDates(db: Db, byMs: number): Promise<void> {
  const columns = await dateColumns(db);
  const byTable = new Map<string, DateColumn[]>();
  for (const column of columns) byTable.set(column.table, [...(byTable.get(column.table) ?? []), column]);
  const seconds = byMs / 1000;
  const days = Math.round(byMs / DAY_MS);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [table, tableColumns] of byTable) {
      const moves = tableColumns
        .map(({ column, type }): SQL | null => {
          const name = sql.identifier(column);
          if (type === "date") return days === 0 ? null : sql`${name} = ${name} + ${days}::int`;
          return sql`${name} = ${name} + make_interval(secs => ${seconds}::float8)`;
        })
        .filter((move): move is SQL => move !== null);
      if (moves.length === 0) continue;
      await tx.execute(sql`update ${sql.identifier(table)} set ${sql.join(moves, sql`, `)}`);
    }
  });
}

// From the catalog rather than information_schema, whose views took a second to plan and run on PGlite.
async function dateColumns(db: Db): Promise<DateColumn[]> {
  const result = await db.execute(sql`
    select c.relname as "table", a.attname as "column",
      case when a.atttypid = 'date'::regtype then 'date' else 'timestamp' end as "type"
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = '' and a.atttypid in ('date'::regtype, 'timestamptz'::regtype, 'timestamp'::regtype)
    order by c.relname, a.attnum`);
  return (result as unknown as { rows: DateColumn[] }).rows;
}
