import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applicationEvents, applications, jobs, offers, students } from "../../db/schema/index.ts";
import { notify } from "../notifications/notify.ts";
import { endMatch } from "./matches-write.ts";
import { expiredReasonText, offerExpiredCompanyTitle, offerExpiredStudentTitle } from "./offer-messages.ts";

const BATCH = 200;

/**
 * Expires the open offers whose answer-by day (UTC) has passed at `now` (decision 024): the offer is
 * `expired`, its application ends as withdrawn with the reason, its match ends, and both sides are told. Safe
 * to run as often as wanted and in several processes at once: each batch claims its offers with `FOR UPDATE
 * SKIP LOCKED` and a conditional update, in the transaction that writes the rest. Returns how many expired.
 */
export async function sweepOffers(options: { db: Db; now: Date }): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await expireBatch(options);
    total += expired;
    if (expired < BATCH) return total;
  }
}

async function expireBatch({ db, now }: { db: Db; now: Date }): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ applicationId: offers.applicationId })
      .from(offers)
      .innerJoin(applications, eq(applications.id, offers.applicationId))
      .where(and(eq(offers.status, "open"), lt(offers.answerBy, today), eq(applications.status, "offer")))
      .orderBy(asc(offers.answerBy))
      .limit(BATCH)
      .for("update", { of: offers, skipLocked: true });
    if (due.length === 0) return 0;
    const ids = due.map((row) => row.applicationId);
    const claimed = await tx
      .update(offers)
      .set({ status: "expired", answeredAt: now, updatedAt: now })
      .where(and(inArray(offers.applicationId, ids), eq(offers.status, "open")))
      .returning({ applicationId: offers.applicationId, answerBy: offers.answerBy });
    for (const offer of claimed) {
      const reasonText = expiredReasonText(offer.answerBy);
      const [ended] = await tx
        .update(applications)
        .set({ status: "withdrawn", reasonCode: null, reasonText, updatedAt: now })
        .where(and(eq(applications.id, offer.applicationId), eq(applications.status, "offer")))
        .returning({
          jobId: applications.jobId,
          studentId: applications.studentId,
          companyId: applications.companyId,
        });
      if (!ended) continue;
      const { jobId, studentId, companyId } = ended;
      // An open offer's job and student exist: an account deletion ends its offers before it goes.
      if (jobId === null || studentId === null || companyId === null) continue;
      // Nobody acted: the student let the offer lapse, so the history records it on their side, with no actor.
      await tx.insert(applicationEvents).values({
        applicationId: offer.applicationId,
        fromStatus: "offer",
        toStatus: "withdrawn",
        actorId: null,
        actorRole: "student",
        reasonText,
      });
      await endMatch(tx, { jobId, studentId });
      const [names] = await tx
        .select({ jobTitle: jobs.title, companyName: jobs.companyName, studentName: students.name })
        .from(jobs)
        .innerJoin(students, eq(students.id, studentId))
        .where(eq(jobs.id, jobId));
      await notify(tx, {
        recipientId: studentId,
        kind: "offer.received",
        title: offerExpiredStudentTitle(names!.companyName, names!.jobTitle),
        body: reasonText,
        link: { type: "job", id: jobId },
      });
      await notify(tx, {
        recipientId: companyId,
        kind: "offer.answered",
        title: offerExpiredCompanyTitle(names!.studentName, names!.jobTitle),
        body: reasonText,
        link: { type: "application", id: offer.applicationId },
      });
    }
    return claimed.length;
  });
}
