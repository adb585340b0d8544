import { paths } from "@stint/shared/page-routes";
import { createRoute, z } from "@hono/zod-openapi";
import { NOTIFICATION_KINDS } from "@stint/shared/notifications";
import type { UiLanguage } from "@stint/shared/ui-languages";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { users } from "../../db/schema/index.ts";
import { errorContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { updateNotificationSettings } from "./notification-settings.ts";
import { unsubscribePage } from "./unsubscribe-page.ts";
import { invalidUnsubscribeLink, pageOrErrorContent, unsubscribeQuerySchema, wantsPage } from "./unsubscribe-link.ts";
import { recipientLanguage, type Translate, translator } from "../../i18n/server-i18n.ts";
import { languageColumns } from "../../i18n/user-language.ts";
import { readUnsubscribeToken, UNSUBSCRIBE_PATH, type UnsubscribeClaim } from "./unsubscribe-token.ts";

const tags = ["Notifications"];

const htmlContent = (description: string) => ({
  content: { "text/html": { schema: z.string() } },
  description,
});

const unsubscribedSchema = z
  .object({
    kind: z.enum(NOTIFICATION_KINDS),
    /** Always false: mail for this kind is off now (in-app notifications stay). */
    mail: z.boolean(),
  })
  .openapi("Unsubscribed");

const pageRoute = createRoute({
  method: "get",
  path: "/notifications/unsubscribe",
  tags,
  summary: "The page of a notification mail's unsubscribe link: asks before turning that kind of mail off",
  description:
    "Opened from a mail (no session needed). Changes nothing, since link checkers and prefetchers follow links: " +
    "the page's button posts to the same URL.",
  request: { query: unsubscribeQuerySchema },
  responses: {
    200: htmlContent("A page with a button that turns this kind of mail off"),
    400: errorContent("The token is missing or malformed"),
    404: pageOrErrorContent("The link is not valid (forged, changed, or its account is gone)"),
  },
});

const unsubscribeRoute = createRoute({
  method: "post",
  path: "/notifications/unsubscribe",
  tags,
  summary: "One-click unsubscribe (RFC 8058): turns one kind of notification mail off for the link's user",
  description:
    "The URL of a notification mail's List-Unsubscribe header. Mail clients post `List-Unsubscribe=One-Click` " +
    "from their own servers: no session, no Origin check; the signed token alone says whose mail and which " +
    "kind. Idempotent. A browser (Accept: text/html) gets a confirmation page, other clients JSON.",
  request: { query: unsubscribeQuerySchema },
  responses: {
    200: {
      content: { "application/json": { schema: unsubscribedSchema }, "text/html": { schema: z.string() } },
      description: "Mail of this kind is off",
    },
    400: errorContent("The token is missing or malformed"),
    404: pageOrErrorContent("The link is not valid (forged, changed, or its account is gone)"),
  },
});

/**
 * Is this the one-click unsubscribe POST? It is exempt from the origin check (app.ts): RFC 8058 has the mail
 * provider post it from its own servers, with whatever Origin (or none) and possibly the user's cookies in a
 * webmail's browser. It is no CSRF target: it reads no session, and acts only for the signed token's user
 * and kind, which only the mail's recipient has.
 */
export const isOneClickUnsubscribe = (c: Context) => c.req.method === "POST" && c.req.path === UNSUBSCRIBE_PATH;

/** `/api/notifications/unsubscribe`: a notification mail's way out of its kind, without signing in. */
export function unsubscribeRoutes(deps: Pick<AppDeps, "database" | "env">) {
  const db = deps.database.db;
  const router = createRouter();
  const loginUrl = deps.env.baseUrl + paths.login();
  const settingsLink = (t: Translate) => ({ label: t("mails:unsubscribe.settingsLink"), url: loginUrl });
  const kindLabel = (t: Translate, kind: UnsubscribeClaim["kind"]) => t(`notifications:kinds.${kind}`);

  /** The token's claim when it is genuine and its account still exists, with the account's language. */
  const claimOf = async (
    token: string,
  ): Promise<(UnsubscribeClaim & { language: UiLanguage; t: Translate }) | null> => {
    const claim = readUnsubscribeToken(deps.env.authSecret, token);
    if (!claim) return null;
    const [user] = await db
      .select({ id: users.id, ...languageColumns })
      .from(users)
      .where(eq(users.id, claim.userId));
    if (!user) return null;
    const language = recipientLanguage(user);
    return { ...claim, language, t: translator(language) };
  };

  const invalid = (c: Context) =>
    invalidUnsubscribeLink(c, {
      offered: deps.env.uiLanguages,
      text: (t) => t("mails:unsubscribe.invalidText"),
      link: settingsLink,
    });

  router.openapi(pageRoute, async (c) => {
    const { token } = c.req.valid("query");
    const claim = await claimOf(token);
    if (!claim) return invalid(c);
    const { t } = claim;
    return c.html(
      unsubscribePage({
        language: claim.language,
        title: t("mails:unsubscribe.askTitle"),
        paragraphs: [
          t("mails:unsubscribe.askText", { kind: kindLabel(t, claim.kind) }),
          t("mails:unsubscribe.askStill"),
        ],
        form: {
          action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
          button: t("mails:unsubscribe.askButton"),
        },
        link: settingsLink(t),
      }),
      200,
    );
  });

  router.openapi(unsubscribeRoute, async (c) => {
    const { token } = c.req.valid("query");
    const claim = await claimOf(token);
    if (!claim) return invalid(c);
    await updateNotificationSettings({ db, userId: claim.userId, input: { mail: { [claim.kind]: false } } });
    if (wantsPage(c)) {
      const { t } = claim;
      return c.html(
        unsubscribePage({
          language: claim.language,
          title: t("mails:unsubscribe.doneTitle"),
          paragraphs: [t("mails:unsubscribe.doneText", { kind: kindLabel(t, claim.kind) })],
          link: settingsLink(t),
        }),
        200,
      );
    }
    return c.json({ kind: claim.kind, mail: false }, 200);
  });

  return router;
}
