import { z } from "zod";

/**
 * What an open tab is told as it happens (issue 32): each event names what changed, and the tab refreshes
 * or patches what it shows. Events are kept per account in order (`live_events`), so a tab that reconnects
 * with the last id it saw is sent what it missed. Each part adds its kinds here.
 */
export const liveEventSchema = z.discriminatedUnion("kind", [
  /** A message arrived in one of the account's conversations (or the account sent one from another tab). */
  z.object({ kind: z.literal("message"), conversationId: z.string(), messageId: z.string() }),
  /** Read marks, a block or the jobs a conversation concerns changed. */
  z.object({ kind: z.literal("conversation"), conversationId: z.string() }),
  /** A notification was written for the account. */
  z.object({ kind: z.literal("notification"), notificationId: z.string() }),
  /** The account's notifications were marked read (in another tab, say). */
  z.object({ kind: z.literal("notifications-read") }),
  /** An interview of the account's was proposed, picked, rescheduled or cancelled. */
  z.object({ kind: z.literal("interview"), interviewId: z.string(), applicationId: z.string() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventKind = LiveEvent["kind"];
