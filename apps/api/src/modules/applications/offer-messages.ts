import { type OfferPay, offerDay } from "@stint/shared/offers";
import { said } from "../../i18n/said.ts";

// The notifications an offer sends (decision 024). The student's name the job's company; the company's the
// student. The student's link opens the job's page, where the offer is answered.

export const offerMadeTitle = (company: string, job: string) => said("notifications:offer.made", { company, job });

export const offerRevisedTitle = (company: string, job: string) =>
  said("notifications:offer.revised", { company, job });

export const offerAcceptedTitle = (student: string, job: string) =>
  said("notifications:offer.accepted", { student, job });
export const OFFER_ACCEPTED_BODY = said("notifications:offer.acceptedBody");

const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** An offer's terms, the body of the student's notification: start, pay, the day to answer by, the message. */
export const offerTermsSaid = (terms: {
  startDate: string | null;
  pay: OfferPay | null;
  answerBy: string;
  message: string | null;
}) =>
  said("notifications:offer.terms", {
    hasStart: terms.startDate ? "yes" : "no",
    start: terms.startDate ? utcDay(terms.startDate) : 0,
    hasPay: terms.pay ? "yes" : "no",
    currency: terms.pay?.currency ?? "",
    amount: terms.pay?.amount ?? 0,
    period: terms.pay?.period ?? "month",
    answerBy: utcDay(terms.answerBy),
    hasMessage: terms.message ? "yes" : "no",
    message: terms.message ?? "",
  });

/** The company's notification of a decline (its body is the student's reason). */
export const offerDeclinedTitle = (student: string, job: string) =>
  said("notifications:offer.declined", { student, job });

export const offerExpiredStudentTitle = (company: string, job: string) =>
  said("notifications:offer.expiredStudent", { company, job });
export const offerExpiredCompanyTitle = (student: string, job: string) =>
  said("notifications:offer.expiredCompany", { student, job });

/** Why an application ended with its offer: the application's reason text, shown in its history. */
export const declinedReasonText = (reason: string | null) =>
  reason ? `Declined the offer: ${reason}` : "Declined the offer.";
export const expiredReasonText = (answerBy: string) =>
  `The offer expired unanswered (answer by ${offerDay(answerBy)}).`;
