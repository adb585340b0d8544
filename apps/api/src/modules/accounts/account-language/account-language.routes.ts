import { createRoute } from "@hono/zod-openapi";
import { accountLanguageSchema } from "@stint/shared/account-language";
import type { AppDeps } from "../../../app-deps.ts";
import { chosenLanguage } from "../../../i18n/viewer-language.ts";
import { badRequest } from "../../../lib/errors.ts";
import { errorContent, jsonContent } from "../../../lib/http/openapi.ts";
import { createRouter } from "../../../lib/http/router.ts";
import { requireViewer } from "../../../lib/http/viewer.ts";
import { isUiLanguage } from "@stint/shared/ui-languages";
import { chooseLanguage } from "./account-language.ts";

const tags = ["Accounts"];

const getRoute = createRoute({
  method: "get",
  path: "/me/language",
  tags,
  summary: "The interface language the signed-in user chose (null: their browser's)",
  responses: {
    200: jsonContent(accountLanguageSchema, "The choice"),
    401: errorContent("Not signed in"),
  },
});

const putRoute = createRoute({
  method: "put",
  path: "/me/language",
  tags,
  summary: "Choose the signed-in user's interface language, or null to follow the browser",
  description:
    "The choice wins over the language switch's cookie and the browser's Accept-Language on every page, and mails " +
    "and notifications are written in it. A language this deployment does not offer (UI_LANGUAGES) is a 400.",
  request: { body: { ...jsonContent(accountLanguageSchema, "The choice"), required: true } },
  responses: {
    200: jsonContent(accountLanguageSchema, "Stored"),
    400: errorContent("Invalid input, or a language not offered here"),
    401: errorContent("Not signed in"),
  },
});

const NOT_OFFERED = "Choose a language Stint offers.";

/** `/api/me/language`: the account setting of the interface language (decision 035). */
export function accountLanguageRoutes(deps: Pick<AppDeps, "database" | "env">) {
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(getRoute, async (c) => {
    const { userId } = await requireViewer(c);
    const choice = await chosenLanguage(db, userId);
    return c.json({ language: isUiLanguage(choice) ? choice : null }, 200);
  });

  router.openapi(putRoute, async (c) => {
    const { userId } = await requireViewer(c);
    const { language } = c.req.valid("json");
    if (language !== null && !deps.env.uiLanguages.includes(language)) {
      throw badRequest(NOT_OFFERED, { language: NOT_OFFERED });
    }
    await chooseLanguage(db, userId, language);
    return c.json({ language }, 200);
  });

  return router;
}
