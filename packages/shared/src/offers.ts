import { z } from "zod";
import { CURRENCIES, isoDateSchema, PAY_PERIODS, payAmountSchema } from "./jobs.ts";
import { optionalText } from "./schema-parts.ts";

/**
 * An offer: what moving an application to `offer` carries (decision 024). The student accepts or declines it;
 * unanswered, it expires at the end of its answer-by day (UTC). `withdrawn`: the company rejected the
 * application while the offer was open. Only an accepted offer lets the company move the application to hired.
 */
export const OFFER_STATUSES = ["open", "accepted", "declined", "expired", "withdrawn"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  open: "Waiting for an answer",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  withdrawn: "Withdrawn",
};

/** The longest a company may give a student to answer: long enough to finish other interviews, not forever. */
export const MAX_OFFER_ANSWER_DAYS = 60;
export const MAX_OFFER_MESSAGE_LENGTH = 2_000;
export const MAX_OFFER_DECLINE_REASON_LENGTH = 1_000;

const DAY_MS = 86_400_000;
const dayUtc = (date: Date) => date.toISOString().slice(0, 10);
/** The last day a company may set as an offer's answer-by day, seen from `now`. */
export const latestAnswerBy = (now: Date = new Date()) =>
  dayUtc(new Date(now.getTime() + MAX_OFFER_ANSWER_DAYS * DAY_MS));

/** An offer's pay: one amount in one currency, per month or per year (the job's pay shapes). */
export const offerPaySchema = z.strictObject({
  amount: payAmountSchema,
  currency: z.enum(CURRENCIES, { error: "Choose a currency." }),
  period: z.enum(PAY_PERIODS, { error: "Choose per month or per year." }),
});
export type OfferPay = z.infer<typeof offerPaySchema>;

// "Today" is read when the input is checked, so a form left open over midnight is checked against the new day.
const notPast = (value: string) => value >= dayUtc(new Date());
const answerBySchema = isoDateSchema
  .refine((value) => value > dayUtc(new Date()), "Give the student at least until tomorrow to answer.")
  .refine((value) => value <= latestAnswerBy(), `Ask for an answer within ${MAX_OFFER_ANSWER_DAYS} days.`);

/** An offer's terms, as the company makes (or revises) it: `POST …/status` with `offer`, `PUT …/offer`. */
export const offerTermsSchema = z.strictObject({
  startDate: isoDateSchema.refine(notPast, "The start date has passed."),
  pay: offerPaySchema,
  answerBy: answerBySchema,
  message: z
    .string({ error: "Write a message." })
    .trim()
    .min(1, "Write a message.")
    .max(MAX_OFFER_MESSAGE_LENGTH, `Use at most ${MAX_OFFER_MESSAGE_LENGTH.toLocaleString("en")} characters.`),
});
export type OfferTerms = z.infer<typeof offerTermsSchema>;

/** `POST /api/applications/{id}/offer/decline`: the student's optional reason; a decline is final. */
export const offerDeclineSchema = z.strictObject({ reason: optionalText(MAX_OFFER_DECLINE_REASON_LENGTH) });
export type OfferDecline = z.infer<typeof offerDeclineSchema>;

/** The offer as both sides see it. Offers made before offers had terms have no start date, pay or message. */
export const offerSchema = z.object({
  status: z.enum(OFFER_STATUSES),
  startDate: z.string().nullable(),
  pay: z.object({ amount: z.number().int(), currency: z.enum(CURRENCIES), period: z.enum(PAY_PERIODS) }).nullable(),
  /** The last day (UTC) the student may answer; after it an open offer expires. */
  answerBy: z.string(),
  message: z.string().nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the student accepted or declined, or it expired or was withdrawn. */
  answeredAt: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

const dayFormat = () =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
/** "2027-03-01" → "1 Mar 2027", the web app's date format (UTC, so the day never shifts). */
export const offerDay = (value: string) => dayFormat().format(new Date(`${value}T00:00:00Z`));

