import { lt, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { matchingChanges } from "./schema/index.ts";

export type MatchingChange = { entity: "job" | "student" | "reset"; entityId: string | null };

/** How long changes are kept: far longer than any process goes between two reads (it reads every 2 s). */
export const CHANGE_RETENTION_MINUTES = 10;

type FeedRow = {
  xmin: string;
  changes: [seq: number, txid: number, entity: MatchingChange["entity"], id: string | null][];
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The oldest transaction still running, as this statement's snapshot sees it. */
const XMIN = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;

/**
 * Reads what changed in jobs and students (for the in-memory indexes) since the last read, each change once (migration 0007 writes them).
 *
 * A change's transaction id orders nothing (transactions commit in any order), but every transaction that a
 * read could not see yet has an id at least that read's snapshot xmin. So each read asks for `txid >= xmin`
 * of the read before, in one statement that also takes its own xmin: a change committed however late is
 * found by the first read after its commit. The overlap with earlier reads is dropped by sequence number.
 */
export class ChangeFeed {
  private from: number | null = null;
  /** Sequence numbers already returned whose transaction may still be at or above `from`: seq → txid. */
  private readonly returned = new Map<number, number>();

  /** Starts reading from now: call it right before a full load, whose rows then include every change before. */
  async restart(db: Db): Promise<void> {
    const [row] = rowsOf<{ xmin: string }>(await db.execute(sql`select ${XMIN} as xmin`));
    this.from = Number(row!.xmin);
    this.returned.clear();
  }

  /** The changes committed since the last read (or restart), oldest first. */
  async read(db: Db): Promise<MatchingChange[]> {
    if (this.from === null) throw new Error("ChangeFeed.read before restart");
    const [row] = rowsOf<FeedRow>(
      await db.execute(sql`select ${XMIN} as xmin, coalesce((
        select json_agg(json_build_array(seq, txid, entity, entity_id) order by seq)
        from ${matchingChanges} where txid >= ${this.from}
      ), '[]'::json) as changes`),
    );
    const changes: MatchingChange[] = [];
    for (const [seq, txid, entity, entityId] of row!.changes) {
      if (this.returned.has(seq)) continue;
      this.returned.set(seq, txid);
      changes.push({ entity, entityId });
    }
    this.from = Number(row!.xmin);
    for (const [seq, txid] of this.returned) if (txid < this.from) this.returned.delete(seq);
    return changes;
  }

  /**
   * What the next read would return, without reading it: how many changes and how long ago the oldest of them
   * was written (0 when none). For the metrics of how far an in-memory copy is behind; null before a restart.
   */
  async pending(db: Db): Promise<FeedLag | null> {
    if (this.from === null) return null;
    const seen = [...this.returned.keys()];
    const [row] = rowsOf<{ changes: number; seconds: number }>(
      await db.execute(sql`select count(*)::int as changes,
        coalesce(extract(epoch from now() - min(${matchingChanges.changedAt})), 0)::float8 as seconds
        from ${matchingChanges} where txid >= ${this.from}
        ${
          seen.length > 0
            ? sql`and seq not in (${sql.join(
                seen.map((seq) => sql`${seq}`),
                sql`, `,
              )})`
            : sql``
        }`),
    );
    return { changes: Number(row!.changes), seconds: Math.max(0, Number(row!.seconds)) };
  }
}

/** How far an in-memory copy is behind the change feed: committed changes it has not applied, and their age. */
export type FeedLag = { changes: number; seconds: number };

/** Deletes changes every reader has long read. */
export async function pruneMatchingChanges(db: Db): Promise<void> {
  await db
    .delete(matchingChanges)
    .where(lt(matchingChanges.changedAt, sql`now() - make_interval(mins => ${CHANGE_RETENTION_MINUTES})`));
}
