import { paths } from "@stint/shared/page-routes";
import { EMAIL_CHANGE_VALID_MINUTES } from "@stint/shared/account-security";
import { eq } from "drizzle-orm";
import { emailChanges, users } from "../../db/schema/index.ts";
import type { Mailer } from "../../lib/mail/mailer.ts";
import { emailChangeNoticeMail } from "../../lib/mail/templates/email-change.ts";
import { signUpAttemptMail } from "../../lib/mail/templates/sign-up-attempt.ts";
import type { OutboxHandlers } from "../../lib/outbox/outbox-worker.ts";
import { recipientLanguage } from "../../i18n/server-i18n.ts";
import { languageColumns } from "../../i18n/user-language.ts";

/**
 * What the accounts module does with its outbox events: `account.email-change-requested` tells the address
 * the user signs in with now that a change was asked for, with a way to stop it (a password reset cancels
 * it); `account.sign-up-attempted` tells an account's owner that someone tried to sign up with its address.
 * Retried by the worker until the mail is accepted; every copy carries the same Message-ID.
 */
export function accountsOutboxHandlers(deps: { mailer: Mailer; baseUrl: string }): OutboxHandlers {
  return {
    "account.email-change-requested": async ({ db, payload }) => {
      const [change] = await db
        .select({
          previousEmail: emailChanges.previousEmail,
          newEmail: emailChanges.newEmail,
          name: users.name,
          ...languageColumns,
        })
        .from(emailChanges)
        .innerJoin(users, eq(users.id, emailChanges.userId))
        .where(eq(emailChanges.id, payload.emailChangeId));
      // Replaced by a newer request, which sends its own notice, or the account is gone.
      if (!change) return;
      const resetLink = deps.baseUrl + paths.forgetPassword({ email: change.previousEmail });
      await deps.mailer.send({
        to: change.previousEmail,
        messageId: `<email-change-${payload.emailChangeId}@${new URL(deps.baseUrl).hostname}>`,
        ...emailChangeNoticeMail({
          language: recipientLanguage(change),
          name: change.name,
          newEmail: change.newEmail,
          validMinutes: EMAIL_CHANGE_VALID_MINUTES,
          resetLink,
        }),
      });
    },
    "account.sign-up-attempted": async ({ db, payload, event }) => {
      const [user] = await db
        .select({ name: users.name, email: users.email, ...languageColumns })
        .from(users)
        .where(eq(users.id, payload.userId));
      if (!user) return; // deleted since
      await deps.mailer.send({
        to: user.email,
        messageId: `<sign-up-attempt-${event.id}@${new URL(deps.baseUrl).hostname}>`,
        ...signUpAttemptMail({
          language: recipientLanguage(user),
          name: user.name,
          signInLink: deps.baseUrl + paths.login(),
          resetLink: deps.baseUrl + paths.forgetPassword({ email: user.email }),
        }),
      });
    },
  };
}
