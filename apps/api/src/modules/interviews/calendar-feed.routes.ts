import { createRoute, z } from "@hono/zod-openapi";
import { calendarFeedSchema } from "@stint/shared/interviews";
import type { AppDeps } from "../../app-deps.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { requireViewer } from "../../lib/http/viewer.ts";
import { calendarFeedFile, getCalendarFeed, replaceCalendarFeed, revokeCalendarFeed } from "./calendar-feed.ts";

const tags = ["Interviews"];

const getFeedRoute = createRoute({
  method: "get",
  path: "/calendar-feed",
  tags,
  summary: "Whether the viewer has a private calendar feed (its address is shown only when made)",
  responses: {
    200: jsonContent(calendarFeedSchema, "The feed's state; url is null"),
    401: errorContent("Not signed in"),
  },
});

const replaceFeedRoute = createRoute({
  method: "post",
  path: "/calendar-feed",
  tags,
  summary: "Make the viewer's private calendar feed address, replacing (and voiding) any earlier one",
  description:
    "A webcal:// address with a secret token: the viewer's interviews, internship start dates, placement " +
    "round deadlines and offer answer-by days. Only the token's hash is kept: the address is answered once.",
  responses: { 200: jsonContent(calendarFeedSchema, "The new address"), 401: errorContent("Not signed in") },
});

const revokeFeedRoute = createRoute({
  method: "delete",
  path: "/calendar-feed",
  tags,
  summary: "Turn the viewer's calendar feed off: its address stops working",
  responses: { 204: { description: "Revoked (or there was none)" }, 401: errorContent("Not signed in") },
});

const feedFileRoute = createRoute({
  method: "get",
  path: "/calendar/{file}",
  tags,
  summary: "A private calendar feed (text/calendar), by its secret address; no session needed",
  request: {
    params: z.object({
      file: z.string().openapi({ param: { name: "file", in: "path" }, description: "`<token>.ics`" }),
    }),
  },
  responses: {
    200: { description: "The RFC 5545 calendar", content: { "text/calendar": { schema: z.string() } } },
    404: errorContent("No such feed (a wrong, replaced or revoked address)"),
  },
});

/** `/api/calendar-feed` (signed in) and the feed itself, `/api/calendar/{token}.ics` (public, secret address). */
export function calendarFeedRoutes(deps: Pick<AppDeps, "database" | "clock" | "env">) {
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(feedFileRoute, async (c) => {
    const file = c.req.valid("param").file;
    const body = await calendarFeedFile({ db, file, baseUrl: deps.env.baseUrl, now: deps.clock.now() });
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      // The address is the secret: no shared cache keeps a copy.
      "Cache-Control": "private, no-store",
    });
  });

  router.openapi(getFeedRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await getCalendarFeed(db, viewer.userId), 200);
  });

  router.openapi(replaceFeedRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await replaceCalendarFeed(db, viewer.userId, deps.env.baseUrl), 200);
  });

  router.openapi(revokeFeedRoute, async (c) => {
    const viewer = await requireViewer(c);
    await revokeCalendarFeed(db, viewer.userId);
    return c.body(null, 204);
  });

  return router;
}
