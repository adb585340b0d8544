import { z } from "zod";

/** What a notification reports; each kind can be mailed or not (notification settings). */
export const NOTIFICATION_KINDS = [
  "application.created",
  "application.status",
  "application.withdrawn",
  "invitation.created",
  "invitation.accepted",
  "invitation.declined",
  "match.created",
  "match.updated",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification links to (the web app builds the path). */
export const notificationLinkSchema = z.object({
  type: z.enum(["application", "invitation", "match", "job"]),
  id: z.string(),
});
export type NotificationLink = z.infer<typeof notificationLinkSchema>;

export const notificationPayloadSchema = z.object({
  title: z.string(),
  body: z.string().optional(),
  link: notificationLinkSchema.optional(),
});
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;
