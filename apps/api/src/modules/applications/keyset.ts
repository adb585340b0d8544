import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { encodeIdCursor } from "../../lib/http/cursor.ts";

type Listed = PgTable & { createdAt: PgColumn; id: PgColumn };

/**
 * Rows after the cursor's row in a newest-first list (by creation time, then id). The position is read from
 * the row itself, so it keeps the database's microseconds; a cursor whose row is gone ends the list.
 */
export function afterCursor(table: Listed, cursorId: string): SQL {
  return sql`(${table.createdAt}, ${table.id}) < (select c.created_at, c.id from ${table} as c where c.id = ${cursorId})`;
}

/** One page from `limit + 1` rows: the extra row says whether there is a next page. */
export function pageOf<Row extends { id: string }, Item>(
  rows: Row[],
  limit: number,
  total: number,
  toItem: (row: Row) => Item,
): { items: Item[]; total: number; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    total,
    nextCursor: rows.length > limit && last ? encodeIdCursor(last.id) : null,
  };
}
