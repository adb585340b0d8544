import { createRoute } from "@hono/zod-openapi";
import {
  conversationDetailSchema,
  conversationListQuerySchema,
  conversationPageSchema,
  conversationStartSchema,
  conversationStartedSchema,
  messageCreateSchema,
  messageListQuerySchema,
  messagePageSchema,
  messageReportCreateSchema,
  messageReportSchema,
  messageSchema,
  readMarkSchema,
  unreadCountSchema,
} from "@stint/shared/conversations";
import type { AppDeps } from "../../app-deps.ts";
import { assertEmailConfirmed } from "../../lib/http/confirmed-viewer.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { requireParty } from "../applications/party.ts";
import { reportMessage } from "./message-reports.ts";
import { listConversations, unreadCount } from "./list-conversations.ts";
import { listMessages } from "./list-messages.ts";
import { getConversation, markRead, setBlock } from "./read-and-block.ts";
import { sendMessage } from "./send-message.ts";
import { startConversation } from "./start-conversation.ts";

const tags = ["Conversations"];
const errors = {
  400: errorContent("Invalid input, with a message per field"),
  401: errorContent("Not signed in"),
  403: errorContent("Signed in without an account"),
  404: errorContent("No such conversation of the viewer's (another user's conversation is not found either)"),
  409: errorContent("conversation-blocked (either side blocked the other) or conversation-other-deleted"),
};
const params = idParams("The conversation");
const body = <T extends Parameters<typeof jsonContent>[0]>(schema: T, description: string) => ({
  body: { ...jsonContent(schema, description), required: true },
});
const detailOk = jsonContent(conversationDetailSchema, "The conversation as the viewer sees it");

const listRoute = createRoute({
  method: "get",
  path: "/conversations",
  tags,
  summary: "The viewer's inbox, newest last message first; q searches the other side's name and the jobs' titles",
  request: { query: conversationListQuerySchema },
  responses: {
    200: jsonContent(conversationPageSchema, "One page; nextCursor for the next"),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

const unreadRoute = createRoute({
  method: "get",
  path: "/conversations/unread-count",
  tags,
  summary: "How many conversations have unread messages, and how many messages (the header's badge)",
  responses: { 200: jsonContent(unreadCountSchema, "The counts"), 401: errors[401], 403: errors[403] },
});

const startRoute = createRoute({
  method: "post",
  path: "/conversations",
  tags,
  summary: "Write to a student (company) or a company (student) about an application, invitation or match",
  description:
    "Opens the pair's one conversation, or adds to it, listing the jobs that relate them (jobId: only that " +
    "one). 404 for a student the company may not see or a company that does not exist; 403 " +
    "conversation-not-allowed when nothing relates them; 409 when the conversation is blocked.",
  request: body(conversationStartSchema, "Whom to write to, and the first message"),
  responses: {
    201: jsonContent(conversationStartedSchema, "The conversation and the message"),
    400: errors[400],
    401: errors[401],
    403: errorContent("Signed in without an account, or conversation-not-allowed"),
    404: errorContent("No such student (as the company may see) or company"),
    409: errors[409],
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/conversations/{id}",
  tags,
  summary: "One of the viewer's conversations, with whether they may write and the other side's read mark",
  request: { params },
  responses: { 200: detailOk, 401: errors[401], 403: errors[403], 404: errors[404] },
});

const messagesRoute = createRoute({
  method: "get",
  path: "/conversations/{id}/messages",
  tags,
  summary: "A page of messages, oldest first: the newest, or those before the message `before`",
  request: { params, query: messageListQuerySchema },
  responses: {
    200: jsonContent(messagePageSchema, "The page; `before` names the message to ask the older page before"),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errorContent("No such conversation of the viewer's, or `before` is not one of its messages"),
  },
});

const sendRoute = createRoute({
  method: "post",
  path: "/conversations/{id}/messages",
  tags,
  summary: "Write in one of the viewer's conversations (plain text; attachments from the viewer's own files)",
  request: { params, ...body(messageCreateSchema, "The message") },
  responses: {
    201: jsonContent(messageSchema, "The message"),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
    409: errors[409],
  },
});

const readRoute = createRoute({
  method: "post",
  path: "/conversations/{id}/read",
  tags,
  summary: "The viewer has read the conversation up to a message (the mark only moves forward)",
  request: { params, ...body(readMarkSchema, "The last message read") },
  responses: {
    204: { description: "Marked" },
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errorContent("No such conversation of the viewer's, or upTo is not one of its messages"),
  },
});

const blockRoute = createRoute({
  method: "post",
  path: "/conversations/{id}/block",
  tags,
  summary: "Block the other side: no further messages from either; the other side sees it closed",
  request: { params },
  responses: { 200: detailOk, 401: errors[401], 403: errors[403], 404: errors[404] },
});

const unblockRoute = createRoute({
  method: "delete",
  path: "/conversations/{id}/block",
  tags,
  summary: "Lift the viewer's own block (409 conversation-blocked when the other side blocked)",
  request: { params },
  responses: { 200: detailOk, 401: errors[401], 403: errors[403], 404: errors[404], 409: errors[409] },
});

const reportRoute = createRoute({
  method: "post",
  path: "/messages/{id}/reports",
  tags,
  summary: "Report a message of the other side's to the operators' moderation queue, once, with a reason and details",
  request: { params: idParams("The message"), ...body(messageReportCreateSchema, "The reason and details") },
  responses: {
    201: jsonContent(messageReportSchema, "The report"),
    400: errors[400],
    401: errors[401],
    403: errorContent("Signed in without an account, or the viewer's own message"),
    404: errorContent("No such message in a conversation of the viewer's"),
    409: errorContent("message-already-reported"),
  },
});

/**
 * `/api/conversations…`: one conversation per company and student, its messages, read marks and blocks;
 * `/api/messages/{id}/reports` (the operators decide those in admin-message-reports.routes.ts).
 */
export function conversationsRoutes(deps: Pick<AppDeps, "database" | "clock">) {
  const db = deps.database.db;
  const router = createRouter();
  const now = () => deps.clock.now();

  router.openapi(listRoute, async (c) => {
    const party = await requireParty(c);
    return c.json(await listConversations({ db, party, query: c.req.valid("query") }), 200);
  });

  router.openapi(unreadRoute, async (c) => {
    const party = await requireParty(c);
    return c.json(await unreadCount({ db, party }), 200);
  });

  router.openapi(startRoute, async (c) => {
    const party = await requireParty(c);
    await assertEmailConfirmed(db, party.userId);
    return c.json(await startConversation({ db, party, input: c.req.valid("json"), now: now() }), 201);
  });

  router.openapi(getRoute, async (c) => {
    const party = await requireParty(c);
    return c.json(await getConversation({ db, party, conversationId: c.req.valid("param").id }), 200);
  });

  router.openapi(messagesRoute, async (c) => {
    const party = await requireParty(c);
    const conversationId = c.req.valid("param").id;
    return c.json(await listMessages({ db, party, conversationId, query: c.req.valid("query") }), 200);
  });

  router.openapi(sendRoute, async (c) => {
    const party = await requireParty(c);
    await assertEmailConfirmed(db, party.userId);
    const conversationId = c.req.valid("param").id;
    return c.json(await sendMessage({ db, party, conversationId, input: c.req.valid("json"), now: now() }), 201);
  });

  router.openapi(readRoute, async (c) => {
    const party = await requireParty(c);
    await markRead({ db, party, conversationId: c.req.valid("param").id, upTo: c.req.valid("json").upTo });
    return c.body(null, 204);
  });

  router.openapi(blockRoute, async (c) => {
    const party = await requireParty(c);
    const conversationId = c.req.valid("param").id;
    return c.json(await setBlock({ db, party, conversationId, block: true, now: now() }), 200);
  });

  router.openapi(unblockRoute, async (c) => {
    const party = await requireParty(c);
    const conversationId = c.req.valid("param").id;
    return c.json(await setBlock({ db, party, conversationId, block: false, now: now() }), 200);
  });

  router.openapi(reportRoute, async (c) => {
    const party = await requireParty(c);
    await assertEmailConfirmed(db, party.userId);
    const messageId = c.req.valid("param").id;
    return c.json(await reportMessage({ db, party, messageId, input: c.req.valid("json"), now: now() }), 201);
  });

  return router;
}
