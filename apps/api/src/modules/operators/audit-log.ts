import type { Db } from "../../db/client.ts";
import { operatorAudit } from "../../db/schema/index.ts";

/** Who acted: a signed-in operator, or someone at the server's command line. */
export type AuditActor = { userId: string; email: string } | "command-line";

export type AuditRecord = {
  actor: AuditActor;
  /** A dotted verb, stable for filters: `operator.grant`, `company.verify`, `account.suspend`, … */
  action: string;
  subjectType: "user" | "company" | "rating" | "message" | "operator" | "figures";
  subjectId?: string | null;
  /** How a person recognises the subject (an email, a company's name), kept as it was at the time. */
  subjectLabel?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Writes one line of the audit log. Call it with the transaction of the action itself: the action and its line
 * commit together or not at all.
 */
export async function writeAudit(db: Db, record: AuditRecord): Promise<void> {
  const actor = record.actor;
  await db.insert(operatorAudit).values({
    actorId: actor === "command-line" ? null : actor.userId,
    actorLabel: actor === "command-line" ? "command line" : actor.email,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: record.subjectId ?? null,
    subjectLabel: record.subjectLabel ?? null,
    reason: record.reason ?? null,
    details: record.details ?? null,
  });
}
