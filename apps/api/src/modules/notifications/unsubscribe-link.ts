import { z } from "@hono/zod-openapi";
import { languageCookie, pickLanguage, type UiLanguage } from "@stint/shared/ui-languages";
import type { Context } from "hono";
import { type Translate, translator } from "../../i18n/server-i18n.ts";
import { errorBody, notFound } from "../../lib/errors.ts";
import { errorContent } from "../../lib/http/openapi.ts";
import { unsubscribePage } from "./unsubscribe-page.ts";

// What every one-click unsubscribe link shares (the notification settings' and each job alert's): its query,
// the answer's two shapes, and the answer to a link that is no longer good.

export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: "The link has no token." })
    .trim()
    .max(1000, "This is not an unsubscribe link's token.")
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, "This is not an unsubscribe link's token."),
});

/** A browser (a person who opened the link) gets pages; any other client the API's JSON. */
export const wantsPage = (c: Context) => c.req.header("accept")?.includes("text/html") ?? false;

/** Not found, as a page or in the API's error body. */
export const pageOrErrorContent = (description: string) => ({
  content: { ...errorContent(description).content, "text/html": { schema: z.string() } },
  description,
});

/**
 * The answer to a link whose token is wrong or whose subject is gone: 404, as a page in the browser's language
 * (there is no account to ask) saying `text`, or in the API's error body.
 */
export function invalidUnsubscribeLink(
  c: Context,
  options: {
    offered: readonly UiLanguage[];
    text: (t: Translate) => string;
    link?: (t: Translate) => { label: string; url: string };
  },
) {
  if (!wantsPage(c)) return c.json(errorBody(notFound("This unsubscribe link")), 404);
  const language = pickLanguage({
    acceptLanguage: c.req.header("accept-language"),
    cookie: languageCookie(c.req.header("cookie")),
    offered: options.offered,
  });
  const t = translator(language);
  return c.html(
    unsubscribePage({
      language,
      title: t("mails:unsubscribe.invalidTitle"),
      paragraphs: [options.text(t)],
      ...(options.link ? { link: options.link(t) } : {}),
    }),
    404,
  );
}
