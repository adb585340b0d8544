import { offerDay } from "@stint/shared/offers";

// The notifications an offer sends (decision 024). The student's name the job's company; the company's the
// student. The student's link opens the job's page, where the offer is answered.

export const offerMadeTitle = (companyName: string, jobTitle: string) => `${companyName} offers you "${jobTitle}"`;

export const offerRevisedTitle = (companyName: string, jobTitle: string) =>
  `${companyName} changed its offer for "${jobTitle}"`;

export const offerAcceptedTitle = (studentName: string, jobTitle: string) =>
  `${studentName} accepted your offer for "${jobTitle}"`;
export const OFFER_ACCEPTED_BODY = "You can now mark them as hired.";

/** The company's notification of a decline (its body is the student's reason). */
export const offerDeclinedTitle = (studentName: string, jobTitle: string) =>
  `${studentName} declined your offer for "${jobTitle}"`;

export const offerExpiredStudentTitle = (companyName: string, jobTitle: string) =>
  `The offer from ${companyName} for "${jobTitle}" expired unanswered`;
export const offerExpiredCompanyTitle = (studentName: string, jobTitle: string) =>
  `Your offer to ${studentName} for "${jobTitle}" expired unanswered`;

/** Why an application ended with its offer: the application's reason text, shown in its history. */
export const declinedReasonText = (reason: string | null) =>
  reason ? `Declined the offer: ${reason}` : "Declined the offer.";
export const expiredReasonText = (answerBy: string) =>
  `The offer expired unanswered (answer by ${offerDay(answerBy)}).`;
