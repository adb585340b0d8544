import { z } from "zod";
import { booleanParam, idField } from "./schema-parts.ts";

/**
 * Interviews (issue 32, decision 028): the company of a job proposes slots from an application at
 * `shortlisted` or `interview`, the student picks one (the application moves to `interview`) or asks for
 * other times; either side cancels, the company reschedules. Times travel as ISO instants in UTC, with the
 * IANA time zone the interview is held in, so each viewer sees them in their own zone.
 */
export const INTERVIEW_STATUSES = ["proposed", "other-times-requested", "scheduled", "cancelled"] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
/** The statuses an interview can still take place from: what an ending (an account, an application) cancels. */
export const OPEN_INTERVIEW_STATUSES = ["proposed", "other-times-requested", "scheduled"] as const;

export const INTERVIEW_MIN_MINUTES = 15;
export const INTERVIEW_MAX_MINUTES = 480;
export const INTERVIEW_MAX_SLOTS = 10;
export const INTERVIEW_TEXT_MAX = 2_000;
export const INTERVIEW_REASON_MAX = 1_000;

/** Whether the runtime knows `zone` as an IANA time zone (aliases such as `Asia/Calcutta` included). */
export function isIanaTimeZone(zone: string): boolean {
  // Offsets ("+01:00") and abbreviations ("CET" aside, which IANA keeps) are not places: refuse what has no
  // letters-and-slashes form before asking Intl.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneField = z
  .string({ error: "Choose a time zone." })
  .trim()
  .min(1, "Choose a time zone.")
  .max(64, "This is not a time zone.")
  .refine(isIanaTimeZone, "Choose a time zone such as Europe/Zurich.");

/** One proposed time. Being in the future is checked by the server against its clock. */
export const interviewSlotInputSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: "Enter a date and time (ISO 8601)." }),
  durationMinutes: z
    .number({ error: "Enter the length in minutes." })
    .int("Use whole minutes.")
    .min(INTERVIEW_MIN_MINUTES, `At least ${INTERVIEW_MIN_MINUTES} minutes.`)
    .max(INTERVIEW_MAX_MINUTES, `At most ${INTERVIEW_MAX_MINUTES} minutes (8 hours).`),
});
export type InterviewSlotInput = z.infer<typeof interviewSlotInputSchema>;

const slotsField = z
  .array(interviewSlotInputSchema, { error: "Propose at least one time." })
  .min(1, "Propose at least one time.")
  .max(INTERVIEW_MAX_SLOTS, `Propose at most ${INTERVIEW_MAX_SLOTS} times.`);

const httpUrl = z
  .string({ error: "Enter the video link." })
  .trim()
  .max(2_000, "Use at most 2,000 characters.")
  .pipe(z.url({ protocol: /^https?$/, error: "Enter a link that starts with https:// (or http://)." }));

export const interviewLocationSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("onsite"),
      address: z
        .string({ error: "Enter the address." })
        .trim()
        .min(1, "Enter the address.")
        .max(500, "Use at most 500 characters."),
    }),
    z.object({ kind: z.literal("video"), url: httpUrl }),
  ],
  { error: "Choose on-site (with an address) or video (with a link)." },
);
export type InterviewLocation = z.infer<typeof interviewLocationSchema>;

const reasonField = (what: string, max = INTERVIEW_REASON_MAX) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Use at most ${max.toLocaleString("en")} characters.`);

/** `POST /api/applications/{id}/interviews` (the job's company). */
export const interviewCreateSchema = z.object({
  slots: slotsField,
  timeZone: timeZoneField,
  location: interviewLocationSchema,
  note: z
    .string({ error: "Enter text." })
    .trim()
    .max(INTERVIEW_TEXT_MAX, `Use at most ${INTERVIEW_TEXT_MAX.toLocaleString("en")} characters.`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional(),
});
export type InterviewCreate = z.infer<typeof interviewCreateSchema>;

/** `POST /api/interviews/{id}/pick` (the student). */
export const interviewPickSchema = z.object({ slotId: idField("a time") });
export type InterviewPick = z.infer<typeof interviewPickSchema>;

/** `POST /api/interviews/{id}/other-times` (the student): none of the times suit, or a scheduled one no longer does. */
export const interviewOtherTimesSchema = z.object({ message: reasonField("when you could", INTERVIEW_TEXT_MAX) });
export type InterviewOtherTimes = z.infer<typeof interviewOtherTimesSchema>;

/**
 * `POST /api/interviews/{id}/reschedule` (the company): new times with the reason. One slot moves the
 * interview there at once (the calendar event moves, with a higher SEQUENCE); several wait for the student's pick.
 */
export const interviewRescheduleSchema = z.object({
  reason: reasonField("the reason"),
  slots: slotsField,
  timeZone: timeZoneField.optional(),
});
export type InterviewReschedule = z.infer<typeof interviewRescheduleSchema>;

/** `POST /api/interviews/{id}/cancel` (either side). */
export const interviewCancelSchema = z.object({ reason: reasonField("the reason") });
export type InterviewCancel = z.infer<typeof interviewCancelSchema>;

/** `GET /api/interviews`: `upcoming=true` keeps the ones not cancelled that end after now (or wait for a pick). */
export const interviewListQuerySchema = z.object({ upcoming: booleanParam.optional() });

export const interviewSlotSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
});
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;

export const interviewSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  job: z.object({ id: z.string().nullable(), title: z.string() }),
  companyName: z.string(),
  studentName: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  slots: z.array(interviewSlotSchema),
  chosenSlotId: z.string().nullable(),
  timeZone: z.string(),
  location: interviewLocationSchema,
  note: z.string().nullable(),
  /** The calendar event's SEQUENCE: it grows with each change the calendars are sent. */
  sequence: z.number().int(),
  /** Of the last reschedule, cancellation or request for other times. */
  reason: z.string().nullable(),
  /** Who cancelled, or asked for other times last; null otherwise. */
  reasonBy: z.enum(["student", "company"]).nullable(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewListSchema = z.array(interviewSchema);

/**
 * `GET /api/calendar-feed`, `POST /api/calendar-feed`: the user's private calendar feed. Only the token's hash
 * is stored, so the `webcal://` address is answered once, by the POST that makes (or replaces) it; GET says
 * whether one is active (`url` null).
 */
export const calendarFeedSchema = z.object({
  url: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
