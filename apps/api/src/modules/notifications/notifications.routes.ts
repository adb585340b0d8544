import { createRoute } from "@hono/zod-openapi";
import {
  notificationListQuerySchema,
  notificationPageSchema,
  notificationReadAllResultSchema,
  notificationSchema,
  notificationSettingsPatchSchema,
  notificationSettingsSchema,
  notificationUnreadCountSchema,
} from "@stint/shared/notifications";
import type { AppDeps } from "../../app-deps.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { requireViewer } from "../../lib/http/viewer.ts";
import { countUnread, listNotifications, markAllRead, markRead } from "./list-notifications.ts";
import { getNotificationSettings, updateNotificationSettings } from "./notification-settings.ts";
import { translator } from "../../i18n/server-i18n.ts";
import { viewerLanguage } from "../../i18n/viewer-language.ts";

const tags = ["Notifications"];
const errors = {
  400: errorContent("Invalid input, with a message per field"),
  401: errorContent("Not signed in"),
  404: errorContent("No such notification, or not yours"),
};

const listRoute = createRoute({
  method: "get",
  path: "/notifications",
  tags,
  summary: "The signed-in user's notifications, newest first",
  description:
    "Cursor pages with the total; unread=true lists the unread ones only. Each item says what it is about " +
    "(target: the record and its job) and the path of the screen it opens.",
  request: { query: notificationListQuerySchema },
  responses: {
    200: jsonContent(notificationPageSchema, "One page and the total"),
    400: errors[400],
    401: errors[401],
  },
});

const unreadCountRoute = createRoute({
  method: "get",
  path: "/notifications/unread-count",
  tags,
  summary: "How many of the signed-in user's notifications are unread (the header bell polls it)",
  responses: {
    200: jsonContent(notificationUnreadCountSchema, "The number of unread notifications"),
    401: errors[401],
  },
});

const readAllRoute = createRoute({
  method: "post",
  path: "/notifications/read-all",
  tags,
  summary: "Mark every unread notification of the signed-in user read",
  responses: {
    200: jsonContent(notificationReadAllResultSchema, "How many were marked read"),
    401: errors[401],
  },
});

const getSettingsRoute = createRoute({
  method: "get",
  path: "/notifications/settings",
  tags,
  summary: "Per notification kind, whether it also goes out by mail (in-app notifications are always on)",
  description: "Every kind is listed; mail is on until turned off.",
  responses: {
    200: jsonContent(notificationSettingsSchema, "The mail setting of every kind"),
    401: errors[401],
  },
});

const patchSettingsRoute = createRoute({
  method: "patch",
  path: "/notifications/settings",
  tags,
  summary: "Turn mail on or off for some notification kinds",
  description: 'Only the kinds named change, e.g. { "mail": { "application.status": false } }.',
  request: { body: { ...jsonContent(notificationSettingsPatchSchema, "The kinds that change"), required: true } },
  responses: {
    200: jsonContent(notificationSettingsSchema, "The mail setting of every kind"),
    400: errors[400],
    401: errors[401],
  },
});

const readRoute = createRoute({
  method: "post",
  path: "/notifications/{id}/read",
  tags,
  summary: "Mark one of the signed-in user's notifications read",
  description: "Marking a read notification again keeps the time it was first read.",
  request: { params: idParams("The notification") },
  responses: {
    200: jsonContent(notificationSchema, "The notification"),
    401: errors[401],
    404: errors[404],
  },
});

/** `/api/notifications…`: the signed-in user's notification centre and mail settings (any role). */
export function notificationsRoutes(deps: Pick<AppDeps, "database" | "notificationLinkJobs" | "env">) {
  const db = deps.database.db;
  const linkJobs = deps.notificationLinkJobs;
  const router = createRouter();

  router.openapi(listRoute, async (c) => {
    const { userId, role } = await requireViewer(c);
    const t = translator(await viewerLanguage(c, { db, offered: deps.env.uiLanguages }));
    return c.json(
      await listNotifications({ db, recipient: { userId, role }, query: c.req.valid("query"), linkJobs, t }),
      200,
    );
  });

  router.openapi(unreadCountRoute, async (c) => {
    const { userId } = await requireViewer(c);
    return c.json({ unread: await countUnread({ db, userId }) }, 200);
  });

  router.openapi(readAllRoute, async (c) => {
    const { userId } = await requireViewer(c);
    return c.json({ marked: await markAllRead({ db, userId }) }, 200);
  });

  router.openapi(getSettingsRoute, async (c) => {
    const { userId } = await requireViewer(c);
    return c.json(await getNotificationSettings({ db, userId }), 200);
  });

  router.openapi(patchSettingsRoute, async (c) => {
    const { userId } = await requireViewer(c);
    return c.json(await updateNotificationSettings({ db, userId, input: c.req.valid("json") }), 200);
  });

  router.openapi(readRoute, async (c) => {
    const { userId, role } = await requireViewer(c);
    const notificationId = c.req.valid("param").id;
    const t = translator(await viewerLanguage(c, { db, offered: deps.env.uiLanguages }));
    return c.json(await markRead({ db, recipient: { userId, role }, notificationId, linkJobs, t }), 200);
  });

  return router;
}
