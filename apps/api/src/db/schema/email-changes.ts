import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * Requests to change a user's sign-in email (issue 14). Nothing changes until the link mailed to the new
 * address is opened; the link's token is kept only as its SHA-256 hash. A confirmed row stays (the link then
 * says it was used, and the data export lists the change); a newer request replaces an unconfirmed one.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address the user signed in with when asking: where the notice goes. */
    previousEmail: text("previous_email").notNull(),
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (table) => [index("email_changes_user_id_idx").on(table.userId)],
);
