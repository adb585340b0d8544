import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Side effects of a change (refreshing copies, notifications, mail), written in the same transaction as the
 * change and carried out afterwards by the outbox worker (lib/outbox): a change and its effects are both
 * recorded or neither. A row is done when `processed_at` is set, given up when `failed_at` is.
 */
export const outboxEvents = pgTable(
  "outbox_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_events_due_idx")
      .on(table.runAfter, table.id)
      .where(sql`${table.processedAt} is null and ${table.failedAt} is null`),
  ],
);
