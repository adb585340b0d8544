import type { OfferTerms } from "@stint/shared/offers";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, jobs, offers, students } from "../../db/schema/index.ts";

/**
 * The application with its job, student and offer (if any), its row locked for the rest of the transaction:
 * what answering, revising an offer and withdrawing check before they write. Locking it first means an
 * answer, a revision, a withdrawal and a company's move never cross. Null when there is no such application.
 */
export async function lockApplicationWithOffer(tx: Db, applicationId: string) {
  const [row] = await tx
    .select({
      status: applications.status,
      // The joined rows' ids: an application's job and student exist (an account deletion ends its offers first).
      studentId: students.id,
      companyId: jobs.companyId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      studentName: students.name,
      offerStatus: offers.status,
      offerStartDate: offers.startDate,
      answerBy: offers.answerBy,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(students, eq(students.id, applications.studentId))
    .leftJoin(offers, eq(offers.applicationId, applications.id))
    .where(eq(applications.id, applicationId))
    .for("update", { of: applications });
  return row ?? null;
}

/** An offer's terms as its row stores them. */
export const termsColumns = (terms: OfferTerms) => ({
  startDate: terms.startDate,
  payAmount: terms.pay.amount,
  payCurrency: terms.pay.currency,
  payPeriod: terms.pay.period,
  answerBy: terms.answerBy,
  message: terms.message,
});

/** The application's offer, made with its move to `offer` (an application reaches `offer` once). */
export async function recordOffer(tx: Db, applicationId: string, terms: OfferTerms): Promise<void> {
  await tx.insert(offers).values({ applicationId, status: "open", ...termsColumns(terms) });
}

/**
 * The application ended while it carried an offer: the student withdrew (the open offer is declined) or the
 * company rejected it (the offer, open or accepted, is withdrawn). Nothing to do without an offer.
 */
export async function endOffer(
  tx: Db,
  applicationId: string,
  end: { status: "declined"; reason: string | null } | { status: "withdrawn" },
): Promise<void> {
  const now = new Date();
  const from = end.status === "declined" ? (["open"] as const) : (["open", "accepted"] as const);
  await tx
    .update(offers)
    .set({
      status: end.status,
      declineReason: end.status === "declined" ? end.reason : null,
      answeredAt: now,
      updatedAt: now,
    })
    .where(and(eq(offers.applicationId, applicationId), inArray(offers.status, [...from])));
}

/** The student accepted elsewhere (a placement round's place both sides confirmed): an open offer is accepted. */
export async function acceptOpenOffer(tx: Db, applicationId: string): Promise<void> {
  const now = new Date();
  await tx
    .update(offers)
    .set({ status: "accepted", answeredAt: now, updatedAt: now })
    .where(and(eq(offers.applicationId, applicationId), eq(offers.status, "open")));
}
