import { paths } from "@stint/shared/page-routes";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { sessions, students, users } from "../../../db/schema/index.ts";
import { userLanguage } from "../../../i18n/user-language.ts";
import { AppError, conflict, forbidden, notFound } from "../../../lib/errors.ts";
import type { Logger } from "../../../lib/logger.ts";
import type { Mailer } from "../../../lib/mail/mailer.ts";
import type { RenderedMail } from "../../../lib/mail/layout.ts";
import { safeError } from "../../../lib/safe-error.ts";
import { restoreCompanyJobs, withholdCompanyJobs } from "../../jobs/withhold-company-jobs.ts";
import { writeAudit } from "../../operators/audit-log.ts";
import { operatorPermissions, type OperatorViewer } from "../../operators/operator-access.ts";
import { accountResumedMail, accountSuspendedMail } from "./suspension-mail.ts";

type SuspensionDeps = { db: Db; mailer: Mailer; logger: Logger; baseUrl: string; now: Date };

const accountNotFound = () => notFound("This account");

/**
 * The user row locked for the change, after the checks every suspension and resumption share: someone else's
 * account, and an operator's only for an operator who may grant and revoke operators (suspending one takes
 * their powers as surely as revoking them would).
 */
async function lockSubject(tx: Db, actor: OperatorViewer, userId: string) {
  const [subject] = await tx
    .select({ id: users.id, email: users.email, name: users.name, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!subject) throw accountNotFound();
  if (subject.id === actor.userId) {
    throw new AppError("conflict", 409, "You cannot suspend or resume your own account.");
  }
  if ((await operatorPermissions(tx, subject.id)) && !actor.permissions.includes("operators")) {
    throw forbidden("Suspending or resuming an operator needs the operators permission too.");
  }
  return subject;
}

/**
 * What a suspended account stops showing others: a company's published jobs (closed and marked, jobs module) and
 * a student's profile to companies (open to offers off, marked). Each read of jobs and candidates already follows
 * those two settings, with their indexes kept by triggers; the marks let resuming restore exactly what was shown.
 */
async function withholdFromOthers(tx: Db, userId: string, now: Date) {
  const jobsWithheld = await withholdCompanyJobs(tx, { companyId: userId, now });
  const student = await tx
    .update(students)
    .set({ openToOffers: false, offersWithheldAt: now })
    .where(and(eq(students.id, userId), eq(students.openToOffers, true)))
    .returning({ id: students.id });
  return { jobsWithheld, offersWithheld: student.length > 0 };
}

async function showToOthersAgain(tx: Db, userId: string) {
  const jobsRestored = await restoreCompanyJobs(tx, { companyId: userId });
  const student = await tx
    .update(students)
    .set({ openToOffers: true, offersWithheldAt: null })
    .where(and(eq(students.id, userId), isNotNull(students.offersWithheldAt)))
    .returning({ id: students.id });
  return { jobsRestored, offersRestored: student.length > 0 };
}

/** Mail after the commit: the suspension holds whether or not it is delivered, and a failure is logged. */
async function tell(deps: SuspensionDeps, to: string, mail: RenderedMail) {
  await deps.mailer.send({ to, ...mail }).catch((error: unknown) => {
    deps.logger.error({ err: safeError(error) }, "account suspension mail could not be sent");
  });
}

/**
 * Suspends the account: the reason is kept on the user row, every session of the user ends in the same
 * transaction (so the next request of any device is signed out), and the line of the audit log with it. Sign-in
 * stays refused while it is set (lib/auth.ts). The person is told by mail, in their language, with the reason.
 */
export async function suspendAccount(
  deps: SuspensionDeps & { actor: OperatorViewer; userId: string; reason: string },
): Promise<void> {
  const subject = await deps.db.transaction(async (tx) => {
    const subject = await lockSubject(tx, deps.actor, deps.userId);
    if (subject.suspendedAt) throw conflict("This account is suspended already. Resume it first to change the reason.");
    await tx
      .update(users)
      .set({ suspendedAt: deps.now, suspensionReason: deps.reason })
      .where(eq(users.id, subject.id));
    await tx.delete(sessions).where(eq(sessions.userId, subject.id));
    const withheld = await withholdFromOthers(tx, subject.id, deps.now);
    await writeAudit(tx, {
      actor: deps.actor,
      action: "account.suspend",
      subjectType: "user",
      subjectId: subject.id,
      subjectLabel: subject.email,
      reason: deps.reason,
      details: withheld,
    });
    return subject;
  });
  const language = await userLanguage(deps.db, subject.id);
  await tell(deps, subject.email, accountSuspendedMail({ language, name: subject.name, reason: deps.reason }));
}

/** Lifts a suspension: sign-in works again, audited; the person is told by mail. */
export async function resumeAccount(deps: SuspensionDeps & { actor: OperatorViewer; userId: string }): Promise<void> {
  const subject = await deps.db.transaction(async (tx) => {
    const subject = await lockSubject(tx, deps.actor, deps.userId);
    if (!subject.suspendedAt) throw conflict("This account is not suspended.");
    await tx.update(users).set({ suspendedAt: null, suspensionReason: null }).where(eq(users.id, subject.id));
    const restored = await showToOthersAgain(tx, subject.id);
    await writeAudit(tx, {
      actor: deps.actor,
      action: "account.resume",
      subjectType: "user",
      subjectId: subject.id,
      subjectLabel: subject.email,
      details: restored,
    });
    return subject;
  });
  const language = await userLanguage(deps.db, subject.id);
  const loginLink = deps.baseUrl + paths.login({ email: subject.email });
  await tell(deps, subject.email, accountResumedMail({ language, name: subject.name, loginLink }));
}
