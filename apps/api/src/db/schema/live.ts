import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { LiveEvent } from "@stint/shared/live-events";
import { users } from "./auth.ts";

/**
 * What each account's open tabs are told (lib/live), written in the transaction of the change it reports, so
 * an event exists exactly when its change does. A trigger (migration 0022) sends `NOTIFY live_events` with the
 * account id on commit; every API process listens and delivers to the tabs it holds. `seq` is the event id a
 * tab resumes from. Sequence numbers are taken before commit, so a later seq can commit first: `txid` lets a
 * reader find late commits the way the matching change feed does (db/change-feed.ts). Pruned after a day.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    txid: bigint("txid", { mode: "number" })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    accountId: text("account_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: jsonb("event").$type<LiveEvent>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("live_events_account_id_seq_idx").on(table.accountId, table.seq),
    index("live_events_txid_idx").on(table.txid),
    index("live_events_created_at_idx").on(table.createdAt),
  ],
);
