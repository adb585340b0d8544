import { randomBytes, randomUUID } from "node:crypto";
import { paths } from "@stint/shared/page-routes";
import type { OperatorPermission } from "@stint/shared/operators";
import type { UiLanguage } from "@stint/shared/ui-languages";
import type { Db } from "../../db/client.ts";
import { users, verifications } from "../../db/schema/index.ts";
import type { Mailer } from "../../lib/mail/mailer.ts";
import type { AuditActor } from "./audit-log.ts";
import { grantOperator } from "./grant-operator.ts";
import { operatorInvitationMail } from "./operator-invitation-mail.ts";

/** An invitation's link is better-auth's password-reset token, given longer than a reset's hour: mail waits. */
export const INVITATION_VALID_DAYS = 7;

export type GrantOrInviteOutcome =
  | { outcome: "granted"; user: { id: string; email: string }; permissions: OperatorPermission[]; invited: boolean }
  | { outcome: "has-account"; role: "student" | "company" };

/**
 * Grants `permissions` to the user with this email; when nobody has it, makes the user (no password, no role) and
 * the grant in one transaction, then mails them a link to choose a password (the reset-password screen takes it,
 * and better-auth's reset gives a user without a password its first one). The invitation goes out after the
 * commit: a mail about a grant that rolled back would be a lie.
 */
export async function grantOrInvite(options: {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  email: string;
  permissions: OperatorPermission[];
  actor: AuditActor;
  /** The invitation's language, which the new user's mails keep until they choose one. */
  language: UiLanguage;
  /** Refuses a change in the grant's transaction (see grantOperator). */
  beforeGrant?: (tx: Db, userId: string) => Promise<void>;
}): Promise<GrantOrInviteOutcome> {
  const { db, actor } = options;
  const email = options.email.trim().toLowerCase();
  const { beforeGrant } = options;
  const granted = await grantOperator({ db, email, permissions: options.permissions, actor, beforeGrant });
  if (granted.outcome === "has-account") return granted;
  if (granted.outcome === "granted") return { ...granted, invited: false };

  const token = randomBytes(24).toString("base64url");
  const invited = await db.transaction(async (tx) => {
    // Two invitations of one address at once: the second finds the first's user and grants to it.
    await tx
      .insert(users)
      .values({ id: randomUUID(), name: email.split("@")[0]!, email, lastUiLanguage: options.language })
      .onConflictDoNothing({ target: users.email });
    const outcome = await grantOperator({ db: tx, email, permissions: options.permissions, actor });
    if (outcome.outcome === "has-account") return outcome;
    // The user was inserted in this transaction, or found there by the conflict: "no-user" cannot happen.
    if (outcome.outcome !== "granted") throw new Error("the invited user vanished inside its own transaction");
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: outcome.user.id,
      expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000),
    });
    return { ...outcome, invited: true };
  });
  if (invited.outcome !== "granted") return invited;
  await options.mailer.send({
    to: email,
    ...operatorInvitationMail({
      language: options.language,
      email,
      inviter: actor === "command-line" ? null : actor.email,
      link: options.baseUrl + paths.resetPassword({ token }),
      validDays: INVITATION_VALID_DAYS,
    }),
    secretLink: true,
  });
  return invited;
}
