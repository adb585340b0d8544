import { type ApplicationDetail, type ApplicationMove } from "@stint/shared/applications";
import { companyMovesFrom, isOpenApplicationStatus, makesMatch } from "@stint/shared/application-statuses";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applicationEvents, applications, jobs, offers, students } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { notify } from "../notifications/notify.ts";
import { refusedMove, statusChangeTitle } from "./application-messages.ts";
import { applicationNotFound, getApplication } from "./get-application.ts";
import { endMatch, openMatch } from "./matches-write.ts";
import { offerNotAccepted } from "./offer-errors.ts";
import { offerMadeTitle, offerTermsSaid } from "./offer-messages.ts";
import { acceptOpenOffer, endOffer, recordOffer } from "./offer-writes.ts";

/**
 * The job's company moves an application forward (or rejects it, with a reason code). The write is
 * conditional on the status the move was checked against (`... WHERE id = $1 AND status = $from`), so of
 * two concurrent moves one wins and the other gets 409, and the history never records a move from a status
 * the application no longer had. The student is told in the same transaction; a move to shortlisted or
 * beyond matches the two (once); a rejection ends a match. A move to `offer` records the offer's terms and
 * tells the student them; hired needs the student's acceptance of the offer (409 `offer-not-accepted`), or
 * `placeConfirmed`: both sides confirmed a placement round's place, which is the student's acceptance.
 */
export async function moveApplication(options: {
  db: Db;
  companyId: string;
  applicationId: string;
  move: ApplicationMove;
  placeConfirmed?: boolean;
}): Promise<ApplicationDetail> {
  const { db, companyId, applicationId, move } = options;
  if (!isUuid(applicationId)) throw applicationNotFound();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: applications.status,
        companyId: applications.companyId,
        // The joined rows' ids: never null, where the application's copies are once an account is gone.
        studentId: students.id,
        jobId: jobs.id,
        jobTitle: jobs.title,
        companyName: jobs.companyName,
        startDate: jobs.startDate,
        studentName: students.name,
        offerStatus: offers.status,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(students, eq(students.id, applications.studentId))
      .leftJoin(offers, eq(offers.applicationId, applications.id))
      .where(eq(applications.id, applicationId));
    if (!current || current.companyId !== companyId) throw applicationNotFound();
    const to = move.status;
    const open = isOpenApplicationStatus(current.status);
    const allowed =
      to === "hired" && options.placeConfirmed
        ? open
        : companyMovesFrom(current.status, current.offerStatus).includes(to);
    if (!allowed && to === "hired" && open) throw offerNotAccepted(current.offerStatus);
    if (!allowed) throw conflict(refusedMove(current.status, to));

    const reasonCode = to === "rejected" ? (move.reasonCode ?? null) : null;
    const reasonText = to === "rejected" ? (move.reasonText ?? null) : null;
    const now = new Date();
    const moved = await tx
      .update(applications)
      .set({ status: to, reasonCode, reasonText, updatedAt: now, companyActedAt: now })
      .where(and(eq(applications.id, applicationId), eq(applications.status, current.status)))
      .returning({ id: applications.id });
    if (moved.length === 0) await refuseChangedMeanwhile(tx, applicationId);

    await tx.insert(applicationEvents).values({
      applicationId,
      fromStatus: current.status,
      toStatus: to,
      actorId: companyId,
      actorRole: "company",
      reasonCode,
      reasonText,
    });
    if (to === "offer" && move.offer) {
      await recordOffer(tx, applicationId, move.offer);
      // The offer's own notification, with its terms; it opens the job's page, where the offer is answered.
      await notify(tx, {
        recipientId: current.studentId,
        kind: "offer.received",
        title: offerMadeTitle(current.companyName, current.jobTitle),
        body: offerTermsSaid(move.offer),
        link: { type: "job", id: current.jobId },
      });
    } else {
      await notify(tx, {
        recipientId: current.studentId,
        kind: "application.status",
        title: statusChangeTitle(current.jobTitle, to, reasonCode),
        ...(reasonText ? { body: reasonText } : {}),
        link: { type: "application", id: applicationId },
      });
    }
    if (makesMatch(to)) {
      await openMatch(tx, {
        jobId: current.jobId,
        jobTitle: current.jobTitle,
        companyId,
        companyName: current.companyName,
        studentId: current.studentId,
        studentName: current.studentName,
        applicationId,
        startDate: current.startDate,
        source: "shortlisted",
      });
    }
    if (to === "rejected") {
      await endMatch(tx, current);
      await endOffer(tx, applicationId, { status: "withdrawn" });
    }
    // A round's confirmed place is the student's acceptance, of an offer still open too.
    if (to === "hired" && options.placeConfirmed) await acceptOpenOffer(tx, applicationId);
  });
  return getApplication({ db, party: { role: "company", accountId: companyId, userId: companyId }, applicationId });
}

/** The conditional write found another status: someone moved the application since it was read. */
export async function refuseChangedMeanwhile(tx: Db, applicationId: string): Promise<never> {
  const [now] = await tx
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  const status = now ? ` (it is ${now.status} now)` : "";
  throw conflict(`This application was changed meanwhile${status}. Reload it and try again.`);
}
