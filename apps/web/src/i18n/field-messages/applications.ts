import { MAX_OFFER_ANSWER_DAYS } from "@stint/shared/offers";

/**
 * The applications' and offers' schema messages (packages/shared applications.ts, offers.ts, and the date and
 * pay schemas an offer reuses) by their key in the `applications` catalogue.
 */
export const FIELD_MESSAGES: Record<string, string> = {
  "Write a message.": "applications:validation.writeMessage",
  "Choose a currency.": "applications:validation.currency",
  "Choose per month or per year.": "applications:validation.period",
  "Give the student at least until tomorrow to answer.": "applications:validation.answerTomorrow",
  // The catalogue says the number (60) in words of its own; features/applications/field-messages.test.ts keeps
  // the two equal.
  [`Ask for an answer within ${MAX_OFFER_ANSWER_DAYS} days.`]: "applications:validation.answerWithin",
  "The start date has passed.": "applications:validation.startPassed",
  "Enter an amount.": "applications:validation.amount",
  "Use a whole amount.": "applications:validation.wholeAmount",
  "The amount cannot be negative.": "applications:validation.amountNegative",
  "This amount is too large.": "applications:validation.amountTooLarge",
  "Use the form YYYY-MM-DD.": "applications:validation.dateForm",
  "This date does not exist.": "applications:validation.dateMissing",
  "Choose a reason for the rejection.": "applications:validation.rejectReason",
};
