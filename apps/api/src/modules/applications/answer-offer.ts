import type { ApplicationDetail } from "@stint/shared/applications";
import type { OfferDecline } from "@stint/shared/offers";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applicationEvents, applications, matches, offers } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { notify } from "../notifications/notify.ts";
import { applicationNotFound, getApplication } from "./get-application.ts";
import { endMatch } from "./matches-write.ts";
import { refuseChangedMeanwhile } from "./move-application.ts";
import { offerNotOpen } from "./offer-errors.ts";
import { lockApplicationWithOffer } from "./offer-writes.ts";
import { declinedReasonText, OFFER_ACCEPTED_BODY, offerAcceptedTitle, offerDeclinedTitle } from "./offer-messages.ts";

type Answer = { accept: true } | { accept: false; input: OfferDecline };

/**
 * The student answers the open offer of their own application (anyone else: 404). Accepting lets the company
 * hire them (the application stays at `offer` until it does) and moves the match's start to the offer's.
 * Declining is final: the application ends as withdrawn, with the reason, and its match ends. The company is
 * told either way. An offer past its answer-by day cannot be answered, whether or not the sweep has expired
 * it yet. The application row is locked first, so an answer and a company's move never cross.
 */
export async function answerOffer(options: {
  db: Db;
  studentId: string;
  applicationId: string;
  answer: Answer;
  now: Date;
}): Promise<ApplicationDetail> {
  const { db, studentId, applicationId, answer, now } = options;
  if (!isUuid(applicationId)) throw applicationNotFound();
  await db.transaction(async (tx) => {
    const current = await lockApplicationWithOffer(tx, applicationId);
    if (!current || current.studentId !== studentId) throw applicationNotFound();
    if (current.status !== "offer" || current.offerStatus !== "open" || current.answerBy === null) {
      throw offerNotOpen();
    }
    if (current.answerBy < now.toISOString().slice(0, 10)) {
      throw offerNotOpen("This offer expired: its answer-by day has passed.");
    }
    const reason = answer.accept ? null : (answer.input.reason ?? null);
    const answered = await tx
      .update(offers)
      .set({ status: answer.accept ? "accepted" : "declined", declineReason: reason, answeredAt: now, updatedAt: now })
      .where(and(eq(offers.applicationId, applicationId), eq(offers.status, "open")))
      .returning({ applicationId: offers.applicationId });
    if (answered.length === 0) throw offerNotOpen();
    const link = { type: "application", id: applicationId } as const;

    if (answer.accept) {
      await tx.update(applications).set({ updatedAt: now }).where(eq(applications.id, applicationId));
      if (current.offerStartDate) {
        await tx
          .update(matches)
          .set({ startDate: current.offerStartDate, updatedAt: now })
          .where(and(eq(matches.jobId, current.jobId), eq(matches.studentId, studentId), isNull(matches.endedAt)));
      }
      await notify(tx, {
        recipientId: current.companyId,
        kind: "offer.answered",
        title: offerAcceptedTitle(current.studentName, current.jobTitle),
        body: OFFER_ACCEPTED_BODY,
        link,
      });
      return;
    }

    const reasonText = declinedReasonText(reason);
    const withdrawn = await tx
      .update(applications)
      .set({ status: "withdrawn", reasonCode: null, reasonText, updatedAt: now })
      .where(and(eq(applications.id, applicationId), eq(applications.status, "offer")))
      .returning({ id: applications.id });
    if (withdrawn.length === 0) await refuseChangedMeanwhile(tx, applicationId);
    await tx.insert(applicationEvents).values({
      applicationId,
      fromStatus: "offer",
      toStatus: "withdrawn",
      actorId: studentId,
      actorRole: "student",
      reasonText,
    });
    await endMatch(tx, current);
    await notify(tx, {
      recipientId: current.companyId,
      kind: "offer.answered",
      title: offerDeclinedTitle(current.studentName, current.jobTitle),
      ...(reason ? { body: reason } : {}),
      link,
    });
  });
  return getApplication({ db, party: { role: "student", accountId: studentId, userId: studentId }, applicationId });
}
