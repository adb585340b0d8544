import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { OperatorPermission } from "@stint/shared/operators";
import { users } from "./auth.ts";

/**
 * The people who run the deployment (issue 37, decision 037): a user with operator permissions and no student or
 * company account. Granted from the command line or by an operator holding `operators`.
 */
export const operators = pgTable("operators", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  permissions: text("permissions").array().$type<OperatorPermission[]>().notNull(),
  /** Null: granted from the command line. */
  grantedBy: text("granted_by"),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every operator action, written in the transaction of the action itself. Append-only: a trigger (migration 0032)
 * refuses UPDATE, DELETE and TRUNCATE, so not even the API's own database user can rewrite history. Labels are
 * copied, not referenced, so a line outlives the accounts it names.
 */
export const operatorAudit = pgTable(
  "operator_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id"),
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    subjectLabel: text("subject_label"),
    reason: text("reason"),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (table) => [
    index("operator_audit_at_idx").on(table.at.desc(), table.id.desc()),
    index("operator_audit_subject_idx").on(table.subjectType, table.subjectId, table.at.desc()),
  ],
);
