import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { AppError } from "../errors.ts";
import type { AppEnv } from "../http/app-env.ts";
import { errorContent } from "../http/openapi.ts";
import { createRouter } from "../http/router.ts";
import { requireViewer } from "../http/viewer.ts";
import { MAX_STREAMS_PER_ACCOUNT } from "./live-hub.ts";
import type { LiveUpdates } from "./live-updates.ts";

/** An event id as this server writes it: a seq (a positive integer, well inside a JavaScript number). */
const SEQ = /^\d{1,15}$/;

const querySchema = z.object({
  after: z
    .string()
    .regex(SEQ, "An event id: the seq of the last event seen.")
    .optional()
    .openapi({ description: "Resume after this event (a first connect; reconnects send Last-Event-ID instead)" }),
});

const liveRoute = createRoute({
  method: "get",
  path: "/live",
  tags: ["Live"],
  summary: "The signed-in account's live events, as Server-Sent Events",
  description:
    "A `text/event-stream` that stays open: each event has `id:` (its seq), `event:` (its kind) and `data:` " +
    "(one LiveEvent as JSON: message, conversation, notification, notifications-read, interview). A reconnect " +
    "sends the last id as the Last-Event-ID header (EventSource does) or a first connect `?after=`; the " +
    "stream then sends every event after it that is kept (a day), then new ones, none twice and none " +
    "skipped. A comment line every 25 s keeps it open. At most " +
    `${MAX_STREAMS_PER_ACCOUNT} streams per account (429 beyond).`,
  request: {
    query: querySchema,
    headers: z.object({
      "last-event-id": z
        .string()
        .optional()
        .openapi({ description: "The id of the last event received; one that is not a seq is ignored" }),
    }),
  },
  responses: {
    200: {
      content: { "text/event-stream": { schema: z.string() } },
      description: "The stream of events, open until the client or the server ends it",
    },
    400: errorContent("`after` is not an event id"),
    401: errorContent("Not signed in"),
    429: errorContent(`This account has ${MAX_STREAMS_PER_ACCOUNT} streams open already (rate-limited)`),
  },
});

/** Where to resume: Last-Event-ID (the newest the client has) before `after` (what the page was opened with). */
function afterSeq(c: Context<AppEnv>, after: string | undefined): number | null {
  const lastEventId = c.req.header("last-event-id")?.trim();
  if (lastEventId && SEQ.test(lastEventId)) return Number(lastEventId);
  return after === undefined ? null : Number(after);
}

/** `/api/live`: the signed-in account's Server-Sent Events (lib/live, decision 026). */
export function liveRoutes(deps: { live: LiveUpdates }) {
  const router = createRouter();
  router.openapi(liveRoute, async (c) => {
    const { userId } = await requireViewer(c);
    const body = await deps.live.open(userId, afterSeq(c, c.req.valid("query").after));
    if (!body) throw new AppError("rate-limited", 429, "Too many live connections are open for this account.");
    return new Response(body, {
      status: 200,
      headers: {
        "content-type": "text/event-stream; charset=utf-8",
        // no-transform: the compression middleware (and any proxy) passes the stream through as it comes;
        // compressing would buffer it.
        "cache-control": "private, no-store, no-transform",
        // nginx: do not buffer the answer.
        "x-accel-buffering": "no",
      },
    }) as never;
  });
  return router;
}
