import { MAX_OFFER_ANSWER_DAYS } from "@stint/shared/offers";

/**
 * The applications' and offers' schema messages (packages/shared applications.ts, offers.ts, and the date and
 * pay schemas an offer reuses) by their key in the `applications` catalogue.
 */
export const FIELD_MESSAGES: Record<string, string> = {
  "Give the student at least until tomorrow to answer.": "applications:validation.answerTomorrow",
  // The catalogue says the number (60) in words of its own; features/applications/field-messages.test.ts keeps
  // the two equal.
  [`Ask for an answer within ${MAX_OFFER_ANSWER_DAYS} days.`]: "applications:validation.answerWithin",
  "The start date has passed.": "applications:validation.startPassed",
  "Choose a reason for the rejection.": "applications:validation.rejectReason",
};
