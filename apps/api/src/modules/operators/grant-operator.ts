import type { OperatorPermission } from "@stint/shared/operators";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, operators, students, users } from "../../db/schema/index.ts";
import { type AuditActor, writeAudit } from "./audit-log.ts";

export type GrantOutcome =
  | { outcome: "granted"; user: { id: string; email: string }; permissions: OperatorPermission[] }
  | { outcome: "no-user" }
  | { outcome: "has-account"; role: "student" | "company" };

async function userByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user ?? null;
}

/**
 * Makes the user with this email (any case) an operator holding exactly `permissions`, or changes the permissions
 * of one already. Refused for a student's or a company's account: an operator has neither role (issue 37), so
 * that nobody decides about a company or a student while being one. Audited with the grant.
 */
export async function grantOperator(options: {
  db: Db;
  email: string;
  permissions: OperatorPermission[];
  actor: AuditActor;
  /** Runs in the grant's transaction once the user is locked; throws to refuse (the last `operators` holder). */
  beforeGrant?: (tx: Db, userId: string) => Promise<void>;
}): Promise<GrantOutcome> {
  return options.db.transaction(async (tx) => {
    const user = await userByEmail(tx, options.email);
    if (!user) return { outcome: "no-user" };
    // The row lock keeps a finish-account of the same user from slipping in between the check and the grant.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [student] = await tx.select({ id: students.id }).from(students).where(eq(students.id, user.id));
    if (student) return { outcome: "has-account", role: "student" };
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, user.id));
    if (company) return { outcome: "has-account", role: "company" };
    await options.beforeGrant?.(tx, user.id);
    const grantedBy = options.actor === "command-line" ? null : options.actor.userId;
    await tx
      .insert(operators)
      .values({ userId: user.id, permissions: options.permissions, grantedBy })
      .onConflictDoUpdate({ target: operators.userId, set: { permissions: options.permissions, grantedBy } });
    await writeAudit(tx, {
      actor: options.actor,
      action: "operator.grant",
      subjectType: "operator",
      subjectId: user.id,
      subjectLabel: user.email,
      details: { permissions: options.permissions },
    });
    return { outcome: "granted", user, permissions: options.permissions };
  });
}

/** Takes every operator permission from the user with this email; false when they held none. Audited. */
export async function revokeOperator(options: { db: Db; email: string; actor: AuditActor }): Promise<boolean> {
  return options.db.transaction(async (tx) => {
    const user = await userByEmail(tx, options.email);
    if (!user) return false;
    const removed = await tx.delete(operators).where(eq(operators.userId, user.id)).returning({ id: operators.userId });
    if (removed.length === 0) return false;
    await writeAudit(tx, {
      actor: options.actor,
      action: "operator.revoke",
      subjectType: "operator",
      subjectId: user.id,
      subjectLabel: user.email,
    });
    return true;
  });
}
