import { z } from "zod";
import { paths } from "./page-routes.ts";
import { cursorParam, idField, limitParam, optionalText } from "./schema-parts.ts";

/**
 * Conversations (issue 32, decision 027): one per company and student, about the jobs that bring them together
 * (an application, an invitation, a match). Plain-text messages with attachments from the sender's own files,
 * read marks, blocking, reports to the operators' moderation queue.
 */

export const MAX_MESSAGE_LENGTH = 5_000;
export const MAX_MESSAGE_ATTACHMENTS = 5;
export const MAX_MESSAGE_REPORT_DETAILS_LENGTH = 1_000;
/** Unread messages wait this long without a newer one before their digest mail goes. */
export const MESSAGE_DIGEST_QUIET_MINUTES = 15;
/** How many characters of the last message the inbox shows. */
export const MESSAGE_PREVIEW_LENGTH = 140;

export const CONVERSATION_JOB_REASONS = ["application", "invitation", "match"] as const;
export type ConversationJobReason = (typeof CONVERSATION_JOB_REASONS)[number];

export const MESSAGE_REPORT_REASONS = ["harassment", "spam", "scam", "personal-data", "other"] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];
export const MESSAGE_REPORT_REASON_LABELS: Record<MessageReportReason, string> = {
  harassment: "Harassment or offensive language",
  spam: "Spam or advertising",
  scam: "A scam or a request for money",
  "personal-data": "Asks for or shares personal data",
  other: "Something else",
};

/** The stable `error.code`s of the conversations API's refusals. */
export const CONVERSATION_ERROR_CODES = {
  /** Blocked by either side: no further messages. */
  blocked: "conversation-blocked",
  /** The other side deleted their account. */
  otherDeleted: "conversation-other-deleted",
  /** Nothing between this company and student lets the viewer start a conversation. */
  noRelation: "conversation-not-allowed",
  /** The viewer reported this message already. */
  alreadyReported: "message-already-reported",
  /** An operator decided this report already (another operator, or another tab). */
  reportDecided: "message-report-decided",
} as const;

const isoDate = z.string();

export const conversationOtherSchema = z.object({
  kind: z.enum(["student", "company"]),
  /** Null once the other side's account is deleted. */
  id: z.string().nullable(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  deleted: z.boolean(),
});

export const conversationSummarySchema = z.object({
  id: z.string(),
  other: conversationOtherSchema,
  jobs: z.array(z.object({ id: z.string(), title: z.string(), reasons: z.array(z.enum(CONVERSATION_JOB_REASONS)) })),
  lastMessage: z.object({ preview: z.string(), sentAt: isoDate, fromMe: z.boolean() }).nullable(),
  unread: z.number().int(),
  closed: z.object({ by: z.enum(["me", "other"]) }).nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  canWrite: z.boolean(),
  /** When the last message the other side has read was sent; null when they have read none. */
  otherReadUpTo: isoDate.nullable(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const messageAttachmentSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  /** The authorised download, which redirects to a short-lived signed link. */
  url: z.string(),
});

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  fromMe: z.boolean(),
  senderName: z.string(),
  /** Plain text as typed: never HTML. */
  body: z.string(),
  sentAt: isoDate,
  /** The other side has read it (only for the viewer's own messages; false for theirs). */
  seen: z.boolean(),
  attachments: z.array(messageAttachmentSchema),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationListQuerySchema = z.object({
  q: z.string().trim().max(100, "Use at most 100 characters.").optional(),
  cursor: cursorParam,
  limit: limitParam,
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const conversationPageSchema = z.object({
  items: z.array(conversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const unreadCountSchema = z.object({ conversations: z.number().int(), messages: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

const messageBody = z
  .string({ error: "Write a message." })
  .trim()
  .min(1, "Write a message.")
  .max(MAX_MESSAGE_LENGTH, `Use at most ${MAX_MESSAGE_LENGTH.toLocaleString("en")} characters.`);

const fileIds = z
  .array(idField("a file"), { error: "Choose files." })
  .max(MAX_MESSAGE_ATTACHMENTS, `Attach at most ${MAX_MESSAGE_ATTACHMENTS} files.`)
  .refine((ids) => new Set(ids).size === ids.length, "Attach each file once.")
  .optional();

export const messageCreateSchema = z.object({ body: messageBody, fileIds });
export type MessageCreate = z.infer<typeof messageCreateSchema>;

/** A company names the student, a student the company; `jobId` narrows it to one job of theirs. */
export const conversationStartSchema = z
  .object({
    studentId: idField("a student").optional(),
    companyId: idField("a company").optional(),
    jobId: idField("a job").optional(),
    body: messageBody,
    fileIds,
  })
  .superRefine((value, ctx) => {
    if ((value.studentId === undefined) === (value.companyId === undefined)) {
      ctx.addIssue({ code: "custom", path: ["studentId"], message: "Name either a student or a company." });
    }
  });
export type ConversationStart = z.infer<typeof conversationStartSchema>;

export const conversationStartedSchema = z.object({
  conversation: conversationDetailSchema,
  message: messageSchema,
});
export type ConversationStarted = z.infer<typeof conversationStartedSchema>;

export const messageListQuerySchema = z.object({
  before: z.string().trim().max(64, "This is not a message.").optional(),
  limit: limitParam,
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messagePageSchema = z.object({
  /** Oldest first. */
  items: z.array(messageSchema),
  /** The id to pass as `before` for the older page; null at the first message. */
  before: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const readMarkSchema = z.object({ upTo: idField("a message") });
export type ReadMark = z.infer<typeof readMarkSchema>;

export const messageReportCreateSchema = z.object({
  reason: z.enum(MESSAGE_REPORT_REASONS, { error: "Choose a reason." }),
  details: optionalText(MAX_MESSAGE_REPORT_DETAILS_LENGTH),
});
export type MessageReportCreate = z.infer<typeof messageReportCreateSchema>;

export const messageReportSchema = z.object({
  id: z.string(),
  reason: z.enum(MESSAGE_REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: isoDate,
  resolvedAt: isoDate.nullable(),
  reporterName: z.string(),
  message: z.object({ id: z.string(), body: z.string(), sentAt: isoDate, senderName: z.string() }),
});
export type MessageReport = z.infer<typeof messageReportSchema>;


/** The web page of one conversation, which a digest mail links to (at BASE_URL): the route table's screen. */
export const conversationPagePath = (conversationId: string) => paths.conversation({ id: conversationId });

/** A conversation in the account export ("Download my data"): as the user sees it, with every message. */
export const conversationExportSchema = conversationDetailSchema.extend({ messages: z.array(messageSchema) });
export type ConversationExport = z.infer<typeof conversationExportSchema>;

/** The user's reports of messages, in the account export. */
export const messageReportExportSchema = z.object({
  messageId: z.string(),
  reason: z.enum(MESSAGE_REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type MessageReportExport = z.infer<typeof messageReportExportSchema>;
