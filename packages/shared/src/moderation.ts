import { z } from "zod";
import { messageReportSchema } from "./conversations.ts";
import { cursorParam, limitParam, optionalText } from "./schema-parts.ts";

/**
 * The operators' moderation queue (issue 37, permission `moderation`): reported ratings and reported messages,
 * each decided with a reason that the audit log keeps. Decision 037 says why it moved from a user flag.
 */

export const MAX_MODERATION_NOTE_LENGTH = 500;

/** `GET /api/admin/moderation/ratings`: the ratings with open reports, newest first, in cursor pages. */
export const reportedRatingsQuerySchema = z.object({ limit: limitParam, cursor: cursorParam });
export type ReportedRatingsQuery = z.infer<typeof reportedRatingsQuerySchema>;
export type ReportedRatingsParams = z.input<typeof reportedRatingsQuerySchema>;

/** A message of the reported one's conversation, shown around it so the operator reads it in its place. */
export const contextMessageSchema = z.object({
  id: z.string(),
  body: z.string(),
  sentAt: z.string(),
  senderName: z.string(),
  /** The reported message itself. */
  reported: z.boolean(),
});

/** An open report of a message as an operator decides it: the report, the message, and the messages around it. */
export const moderatedMessageReportSchema = messageReportSchema.extend({
  context: z.array(contextMessageSchema),
});
export type ModeratedMessageReport = z.infer<typeof moderatedMessageReportSchema>;

/** The open reports, newest first (at most 200), and how many are open in all. */
export const moderatedMessageReportListSchema = z.object({
  items: z.array(moderatedMessageReportSchema),
  total: z.number().int(),
});
export type ModeratedMessageReportList = z.infer<typeof moderatedMessageReportListSchema>;

/**
 * `POST /api/admin/moderation/messages/{id}/dismiss`: the report is dealt with and leaves the queue. The
 * note is for the audit log only (the reporter is not told, as before).
 */
export const messageReportDismissSchema = z.strictObject({ note: optionalText(MAX_MODERATION_NOTE_LENGTH) });
export type MessageReportDismiss = z.infer<typeof messageReportDismissSchema>;
