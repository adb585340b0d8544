import { createRoute, z } from "@hono/zod-openapi";
import { jobAlertUnsubscribedSchema } from "@stint/shared/job-alerts";
import { paths } from "@stint/shared/page-routes";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { jobAlerts, users } from "../../db/schema/index.ts";
import { recipientLanguage, translator } from "../../i18n/server-i18n.ts";
import { languageColumns } from "../../i18n/user-language.ts";
import { errorContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import {
  invalidUnsubscribeLink,
  pageOrErrorContent,
  unsubscribeQuerySchema,
  wantsPage,
} from "../notifications/unsubscribe-link.ts";
import { unsubscribePage } from "../notifications/unsubscribe-page.ts";
import { ALERT_UNSUBSCRIBE_PATH, readAlertUnsubscribeToken } from "./alert-unsubscribe-token.ts";

const tags = ["Job alerts"];

const pageRoute = createRoute({
  method: "get",
  path: "/job-alerts/unsubscribe",
  tags,
  summary: "The page of a job alert mail's unsubscribe link: asks before pausing the alert",
  description: "No session needed. Changes nothing (link checkers follow links): its button posts to the same URL.",
  request: { query: unsubscribeQuerySchema },
  responses: {
    200: { content: { "text/html": { schema: z.string() } }, description: "A page with a button that pauses it" },
    400: errorContent("The token is missing or malformed"),
    404: pageOrErrorContent("The link is not valid (forged, changed, or its alert is gone)"),
  },
});

const unsubscribeRoute = createRoute({
  method: "post",
  path: "/job-alerts/unsubscribe",
  tags,
  summary: "One-click unsubscribe (RFC 8058): pauses the job alert the link was mailed for",
  description:
    "The URL of a job alert mail's List-Unsubscribe header: no session, no Origin check; the signed token names " +
    "the one alert it pauses. Idempotent. A browser (Accept: text/html) gets a page, other clients JSON.",
  request: { query: unsubscribeQuerySchema },
  responses: {
    200: {
      content: { "application/json": { schema: jobAlertUnsubscribedSchema }, "text/html": { schema: z.string() } },
      description: "The alert is paused",
    },
    400: errorContent("The token is missing or malformed"),
    404: pageOrErrorContent("The link is not valid (forged, changed, or its alert is gone)"),
  },
});

/** The one-click POST, exempt from the origin check like a notification mail's (see isOneClickUnsubscribe). */
export const isAlertOneClickUnsubscribe = (c: Context) =>
  c.req.method === "POST" && c.req.path === ALERT_UNSUBSCRIBE_PATH;

/** `/api/job-alerts/unsubscribe`: a job alert mail's way out of that alert, without signing in. */
export function alertUnsubscribeRoutes(deps: Pick<AppDeps, "database" | "env">) {
  const db = deps.database.db;
  const router = createRouter();
  const signIn = deps.env.baseUrl + paths.login({ next: paths.jobAlerts() });

  const alertOf = async (token: string) => {
    const alertId = readAlertUnsubscribeToken(deps.env.authSecret, token);
    if (!alertId) return null;
    const [row] = await db
      .select({ id: jobAlerts.id, name: jobAlerts.name, ...languageColumns })
      .from(jobAlerts)
      .innerJoin(users, eq(users.id, jobAlerts.studentId))
      .where(eq(jobAlerts.id, alertId));
    if (!row) return null;
    const language = recipientLanguage(row);
    return { ...row, language, t: translator(language) };
  };

  const invalid = (c: Context) =>
    invalidUnsubscribeLink(c, {
      offered: deps.env.uiLanguages,
      text: (t) => t("mails:jobAlertUnsubscribe.invalidText"),
    });

  router.openapi(pageRoute, async (c) => {
    const { token } = c.req.valid("query");
    const alert = await alertOf(token);
    if (!alert) return invalid(c);
    const { t } = alert;
    return c.html(
      unsubscribePage({
        language: alert.language,
        title: t("mails:jobAlertUnsubscribe.askTitle"),
        paragraphs: [
          t("mails:jobAlertUnsubscribe.askText", { name: alert.name }),
          t("mails:jobAlertUnsubscribe.askStill"),
        ],
        form: {
          action: `${ALERT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
          button: t("mails:jobAlertUnsubscribe.askButton"),
        },
        link: { label: t("mails:unsubscribe.settingsLink"), url: signIn },
      }),
      200,
    );
  });

  router.openapi(unsubscribeRoute, async (c) => {
    const { token } = c.req.valid("query");
    const alert = await alertOf(token);
    if (!alert) return invalid(c);
    await db.update(jobAlerts).set({ paused: true, updatedAt: new Date() }).where(eq(jobAlerts.id, alert.id));
    if (!wantsPage(c)) return c.json({ name: alert.name, paused: true }, 200);
    const { t } = alert;
    return c.html(
      unsubscribePage({
        language: alert.language,
        title: t("mails:jobAlertUnsubscribe.doneTitle"),
        paragraphs: [t("mails:jobAlertUnsubscribe.doneText", { name: alert.name })],
        link: { label: t("mails:unsubscribe.settingsLink"), url: signIn },
      }),
      200,
    );
  });

  return router;
}
