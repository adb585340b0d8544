import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { operators, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { type AuditActor, writeAudit } from "./audit-log.ts";
import { assertAnotherOperatorsHolder } from "./last-holder.ts";

/**
 * Takes every permission from the operator with this user id (404 when they are none); refused (409) for the last
 * holder of `operators`. Audited in the same transaction.
 */
export async function removeOperator(options: { db: Db; userId: string; actor: AuditActor }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const [operator] = await tx
      .select({ email: users.email, permissions: operators.permissions })
      .from(operators)
      .innerJoin(users, eq(users.id, operators.userId))
      .where(eq(operators.userId, options.userId))
      .for("update", { of: operators });
    if (!operator) throw notFound("This operator");
    if (operator.permissions.includes("operators")) await assertAnotherOperatorsHolder(tx, options.userId);
    await tx.delete(operators).where(eq(operators.userId, options.userId));
    await writeAudit(tx, {
      actor: options.actor,
      action: "operator.revoke",
      subjectType: "operator",
      subjectId: options.userId,
      subjectLabel: operator.email,
      details: { permissions: operator.permissions },
    });
  });
}
