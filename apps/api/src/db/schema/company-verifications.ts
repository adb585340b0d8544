import type { VerificationState } from "@stint/shared/company-verification";
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "./accounts.ts";

/**
 * Where an operator's decision about a company stands (issue 37). A company without a row has never been decided
 * on: it is waiting since it signed up. A row exists from the first decision on; the company asking again after
 * a refusal puts it back to `waiting` with the time it asked. Kept apart from `companies` so that verification
 * is the companies module's own table and a profile edit never touches it.
 */
export const companyVerifications = pgTable(
  "company_verifications",
  {
    companyId: text("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    state: text("state").$type<VerificationState>().notNull(),
    /** Why it was refused or revoked, as the company was told; null once verified or asking again. */
    reason: text("reason"),
    /** When the company last asked to be verified again (after a refusal); null: since it signed up. */
    askedAt: timestamp("asked_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull(),
    /** The operator who decided last; null once their account is gone (the audit log keeps their email). */
    decidedBy: text("decided_by"),
  },
  (table) => [index("company_verifications_state_idx").on(table.state)],
);
