import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What changed for matching, written by triggers on jobs, cvs and students (migration 0007) in the writing
 * transaction: `job` with a job's id, `student` with a student's id (their CVs or their profile changed), or
 * `reset` (a table was truncated). Each API process keeps an in-memory matching index and replays these
 * rows (modules/matching/index). `txid` is the writing transaction's id: a reader that remembers the oldest
 * transaction still running at its last read (its snapshot's xmin) finds every change it has not seen with
 * `txid >= xmin`, however late the transaction commits. Rows older than a few minutes are pruned.
 */
export const matchingChanges = pgTable(
  "matching_changes",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    txid: bigint("txid", { mode: "number" })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    entity: text("entity", { enum: ["job", "student", "reset"] }).notNull(),
    /** A job id or a student id; null for `reset`. */
    entityId: text("entity_id"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("matching_changes_txid_idx").on(table.txid),
    index("matching_changes_changed_at_idx").on(table.changedAt),
  ],
);
