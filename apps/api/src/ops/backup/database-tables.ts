import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** A table of the app's schema as a dump needs it: the columns that hold data (generated ones are recomputed). */
export type TableShape = { name: string; columns: string[]; identity: boolean };

/**
 * Tables whose rows the migrations themselves write (one counter row), present in every empty deployment:
 * a restore replaces them instead of counting them as user data. `empty-deployment.test.ts` holds this list
 * to what a freshly migrated database really has.
 */
export const SEEDED_BY_MIGRATIONS = ["catalogue_generation"] as const;

type Executor = Pick<Db, "execute">;

/** The rows of a query, on either driver (both answer `{ rows }`). */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the public schema, parents before children (foreign keys), so that loading them in this
 * order needs no deferred constraints. Read from the catalogue, so a new table is in the next backup without
 * a change here.
 */
export async function tablesInLoadOrder(db: Executor): Promise<TableShape[]> {
  const columns = await queryRows<{ table: string; column: string; identity: boolean }>(
    db,
    sql`
    select c.relname as "table", a.attname as "column", a.attidentity <> '' as "identity"
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind = 'r' and a.attgenerated = ''
    order by c.relname, a.attnum`,
  );
  const shapes = new Map<string, TableShape>();
  for (const row of columns) {
    const shape = shapes.get(row.table) ?? { name: row.table, columns: [], identity: false };
    shape.columns.push(row.column);
    shape.identity ||= row.identity;
    shapes.set(row.table, shape);
  }
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`
    select child.relname as "child", parent.relname as "parent"
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const parents = new Map<string, Set<string>>([...shapes.keys()].map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    parents.get(child)?.add(parent);
  }
  return topologicalOrder(parents).map((name) => shapes.get(name)!);
}

/** Names in an order where each comes after its parents; a cycle is a schema this dump cannot load in order. */
export function topologicalOrder(parents: Map<string, Set<string>>): string[] {
  const order: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") throw new Error(`Foreign keys form a cycle: ${[...path, name].join(" → ")}`);
    state.set(name, "visiting");
    for (const parent of [...(parents.get(name) ?? [])].sort()) visit(parent, [...path, name]);
    state.set(name, "done");
    order.push(name);
  };
  for (const name of [...parents.keys()].sort()) visit(name, []);
  return order;
}

/** The public schema's sequences (serial and identity columns) and where each stands. */
export async function sequenceStates(db: Executor): Promise<{ name: string; lastValue: string | null }[]> {
  return queryRows(
    db,
    sql`select sequencename as "name", last_value::text as "lastValue"
        from pg_sequences where schemaname = 'public' order by sequencename`,
  );
}

/** The tables that hold rows users made (anything but the migrations' own counters); none in an empty deployment. */
export async function tablesWithUserRows(db: Executor): Promise<string[]> {
  const found: string[] = [];
  for (const table of await tablesInLoadOrder(db)) {
    if ((SEEDED_BY_MIGRATIONS as readonly string[]).includes(table.name)) continue;
    const [row] = await queryRows<{ any: boolean }>(
      db,
      sql.raw(`select exists (select 1 from ${quoteIdent(table.name)}) as "any"`),
    );
    if (row?.any) found.push(table.name);
  }
  return found;
}
