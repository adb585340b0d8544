import { z } from "zod";
import type { Role } from "./account.ts";
import { accountDetailPath, paths } from "./page-routes.ts";

/** What a notification reports; each kind can be mailed or not (notification settings). */
export const NOTIFICATION_KINDS = [
  "application.created",
  "application.status",
  "application.withdrawn",
  "invitation.created",
  "invitation.accepted",
  "invitation.declined",
  "invitation.ended",
  "offer.received",
  "offer.answered",
  "match.created",
  "match.updated",
  "rating.due",
  "rating.revealed",
  "rating.response",
  "round.invited",
  "round.opened",
  "round.deadline",
  "round.result",
  "round.confirm",
  "message.digest",
  "interview.proposed",
  "interview.scheduled",
  "interview.other-times",
  "interview.rescheduled",
  "interview.cancelled",
  "interview.reminder",
  "saved-job.deadline",
  "job-alert.digest",
  "company.verification",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How the settings screen names each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  "application.created": "A student applies to one of your jobs",
  "application.status": "A company moves your application on (or rejects it)",
  "application.withdrawn": "A student withdraws an application",
  "invitation.created": "A company invites you to apply",
  "invitation.accepted": "A student accepts your invitation",
  "invitation.declined": "A student declines your invitation",
  "invitation.ended": "An invitation ends unanswered: its job closed or its company left",
  "offer.received": "A company makes you an offer or changes it, or an offer expires",
  "offer.answered": "A student accepts or declines your offer, or lets it expire",
  "match.created": "You have a new match",
  "match.updated": "The start date of a match changes",
  "rating.due": "A placement has started and you can rate it",
  "rating.revealed": "A rating about you, or yours, becomes visible",
  "rating.response": "A company responds to your rating",
  "round.invited": "A company invites you to join its placement round",
  "round.opened": "A placement round you take part in opens for ranking",
  "round.deadline": "A placement round's ranking deadline is near",
  "round.result": "A placement round proposes places",
  "round.confirm": "A proposed place waits for your answer",
  "message.digest": "Unread messages in a conversation (one mail per conversation after a quiet quarter of an hour)",
  "interview.proposed": "A company proposes interview times",
  "interview.scheduled": "An interview is scheduled (with its calendar invitation)",
  "interview.other-times": "A student asks for other interview times",
  "interview.rescheduled": "An interview is rescheduled (with its calendar update)",
  "interview.cancelled": "An interview is cancelled (with its calendar cancellation)",
  "interview.reminder": "An interview is tomorrow",
  "saved-job.deadline": "A job you saved closes for applications in two days",
  "job-alert.digest": "New jobs for one of your job alerts",
  "company.verification": "Stint’s operators verify your company, refuse it or take a verification back",
};

/** The kinds each role receives (a settings screen shows these; the API accepts every kind for anyone). */
export const NOTIFICATION_KINDS_BY_ROLE: Record<Role, readonly NotificationKind[]> = {
  student: [
    "application.status",
    "invitation.created",
    "invitation.ended",
    "offer.received",
    "match.created",
    "match.updated",
    "rating.due",
    "rating.revealed",
    "rating.response",
    "round.opened",
    "round.deadline",
    "round.result",
    "round.confirm",
    "message.digest",
    "interview.proposed",
    "interview.scheduled",
    "interview.rescheduled",
    "interview.cancelled",
    "interview.reminder",
    "saved-job.deadline",
    "job-alert.digest",
  ],
  company: [
    "application.created",
    "application.withdrawn",
    "invitation.accepted",
    "invitation.declined",
    "offer.answered",
    "match.created",
    "rating.due",
    "rating.revealed",
    "round.invited",
    "round.opened",
    "round.deadline",
    "round.result",
    "round.confirm",
    "message.digest",
    "interview.scheduled",
    "interview.other-times",
    "interview.rescheduled",
    "interview.cancelled",
    "interview.reminder",
    "company.verification",
  ],
};

/**
 * What a notification links to (the web app builds the path). `rating`: a rating's id; `rateable`: the id of
 * a match the recipient may rate now; `round`: a placement round's id; `verification`: the company's own id (its
 * account screen shows where its verification stands).
 */
export const notificationLinkSchema = z.object({
  type: z.enum([
    "application",
    "invitation",
    "match",
    "job",
    "rating",
    "rateable",
    "round",
    "job-alert",
    "verification",
  ]),
  id: z.string(),
});
export type NotificationLink = z.infer<typeof notificationLinkSchema>;

/**
 * A message of the server's catalogues and its parameters (decision 035): what a notification says, written in
 * each reader's language when it is read. The server's own, never sent to the browser.
 */
export const saidMessageSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type SaidMessage = z.infer<typeof saidMessageSchema>;

export const notificationPayloadSchema = z.object({
  /** In English, as written: what rows from before messages were stored say, in every language. */
  title: z.string(),
  body: z.string().optional(),
  /** The same as messages, for a reader in another language (rows written since issue 35). */
  said: z.object({ title: saidMessageSchema, body: saidMessageSchema.optional() }).optional(),
  link: notificationLinkSchema.optional(),
  /** Its mail carries this interview's calendar file (an invitation, update or cancellation), made when sent. */
  calendar: z.object({ interviewId: z.string() }).optional(),
});
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;

/** What a notification opens, with the job it is about (null when that is gone, or for a job link: the job). */
export const notificationTargetSchema = notificationLinkSchema.extend({ jobId: z.string().nullable() });
export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

/**
 * The screen a notification opens, for its recipient's role: the one mapping of the notification centre and
 * of notification mails (which link to it at BASE_URL). A student's applications, invitations and matches
 * are tabs of the matching list; a company's are under the job's candidate screens. Ratings open the
 * rating (or the form for a match to rate), whoever the recipient is.
 */
export function notificationPath(target: NotificationTarget | null, role: Role | null): string {
  if (!target) return paths.matchingList();
  if (target.type === "job") return paths.jobDetail({ id: target.id });
  if (target.type === "rating") return paths.ratingDetail({ id: target.id });
  if (target.type === "rateable") return paths.ratingCreation({ matchId: target.id });
  if (target.type === "job-alert") return paths.jobAlerts();
  if (target.type === "verification") return paths.companyDetail();
  if (target.type === "round") {
    return role === "company" ? paths.roundDetail({ id: target.id }) : paths.matchingList({ round: target.id });
  }
  if (role === "company") {
    if (!target.jobId) return paths.matchingList();
    const screen = target.type === "invitation" ? paths.jobCandidates : paths.jobApplicants;
    return screen({ id: target.jobId });
  }
  const tab = ({ application: "applied", invitation: "invited", match: "matched" } as const)[target.type];
  return paths.matchingList({ tab });
}

/**
 * The page of the item itself, for a notification mail's button: a student's application or match opens its
 * job's page (where its state and the student's actions are) rather than a tab of their lists; everything
 * else opens what notificationPath opens (a rating, a round, a company's applicants of the job, an
 * invitation's tab, where it is answered).
 */
export function notificationItemPath(target: NotificationTarget | null, role: Role | null): string {
  if (role === "student" && target?.jobId && (target.type === "application" || target.type === "match")) {
    return paths.jobDetail({ id: target.jobId });
  }
  return notificationPath(target, role);
}

/** Where a user turns notification mails on and off: their account screen. */
export function notificationSettingsPath(role: Role | null): string {
  return role ? accountDetailPath(role) : paths.landing();
}

/** One notification of the signed-in user's notification centre. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string().nullable(),
  /** What it is about; null when it links nowhere. */
  target: notificationTargetSchema.nullable(),
  /** The web app's path of the screen it opens (notificationPath). */
  path: z.string(),
  createdAt: z.string(),
  /** Null while unread. */
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** `GET /api/notifications`: newest first; `unread=true` lists the unread ones only. */
export const notificationListQuerySchema = z.object({
  unread: z
    .enum(["true", "false"], { error: "Use true or false." })
    .transform((value) => value === "true")
    .optional(),
  limit: z.coerce
    .number({ error: "Enter a number." })
    .int("Use a whole number.")
    .min(1, "At least 1.")
    .max(100, "At most 100.")
    .default(NOTIFICATIONS_PAGE_SIZE),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().trim().max(200, "This is not a cursor from a previous page.").optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
export type NotificationListParams = z.input<typeof notificationListQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Notifications in the whole list (after `unread`). */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** `GET /api/notifications/unread-count`: what the header bell shows. */
export const notificationUnreadCountSchema = z.object({ unread: z.number().int() });
export type NotificationUnreadCount = z.infer<typeof notificationUnreadCountSchema>;

/** `POST /api/notifications/read-all`: how many were marked read by the call. */
export const notificationReadAllResultSchema = z.object({ marked: z.number().int() });
export type NotificationReadAllResult = z.infer<typeof notificationReadAllResultSchema>;

/** `GET /api/notifications/settings`: per kind, whether it also goes out by mail (in-app is always on). */
export const notificationSettingsSchema = z.object({
  mail: z.record(z.enum(NOTIFICATION_KINDS), z.boolean()),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PATCH /api/notifications/settings`: only the kinds that change. */
export const notificationSettingsPatchSchema = z.strictObject({
  mail: z
    .partialRecord(
      z.enum(NOTIFICATION_KINDS, { error: "Unknown notification kind." }),
      z.boolean({ error: "Use true or false." }),
    )
    .refine((mail) => Object.keys(mail).length > 0, "Choose at least one kind to change."),
});
export type NotificationSettingsPatch = z.infer<typeof notificationSettingsPatchSchema>;
