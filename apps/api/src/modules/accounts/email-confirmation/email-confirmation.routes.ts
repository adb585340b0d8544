import { createRoute } from "@hono/zod-openapi";
import {
  emailConfirmationConfirmSchema,
  emailConfirmationSentSchema,
  emailConfirmedSchema,
} from "@stint/shared/email-confirmation";
import type { AppDeps } from "../../../app-deps.ts";
import { errorContent, jsonContent } from "../../../lib/http/openapi.ts";
import { createRouter } from "../../../lib/http/router.ts";
import { requireViewer } from "../../../lib/http/viewer.ts";
import { confirmAccount } from "./confirm-account.ts";
import { resendConfirmation } from "./resend-confirmation.ts";

const tags = ["Accounts"];

const resendRoute = createRoute({
  method: "post",
  path: "/me/email-confirmation",
  tags,
  summary: "Mail a new link that confirms the signed-in user's email (accounts that must confirm it)",
  description:
    "For an account signed up beyond its address's hourly budget (GET /me: user.mustConfirmEmail): until the " +
    "link is opened, applying, inviting, rating, reporting, publishing jobs and round actions answer 403 " +
    "email-unconfirmed. The earlier link stops working. Five mails an hour, then 429 with Retry-After.",
  responses: {
    202: jsonContent(emailConfirmationSentSchema, "The link was mailed"),
    401: errorContent("Not signed in"),
    409: errorContent("The email is confirmed already"),
    429: errorContent("Too many mails asked for (rate-limited)"),
    503: errorContent("The mail could not be sent (mail-unavailable), or the database is unavailable"),
  },
});

const confirmRoute = createRoute({
  method: "post",
  path: "/email-confirmation/confirm",
  tags,
  summary: "Open a mailed email confirmation link: the account may apply, invite and rate (no session needed)",
  request: { body: { ...jsonContent(emailConfirmationConfirmSchema, "The token from the link"), required: true } },
  responses: {
    200: jsonContent(emailConfirmedSchema, "Confirmed"),
    400: errorContent("Invalid input"),
    404: errorContent("No such link: mistyped, used already or replaced (email-confirmation-link-unknown)"),
    410: errorContent("The link has expired (email-confirmation-link-expired)"),
  },
});

/** Confirming a new account's email behind a mailed link (decision 023). */
export function emailConfirmationRoutes(deps: Pick<AppDeps, "database" | "mailer" | "env" | "logger" | "clock">) {
  const router = createRouter();

  router.openapi(resendRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await resendConfirmation({ deps, userId: viewer.userId, now: deps.clock.now() }), 202);
  });

  router.openapi(confirmRoute, async (c) => {
    const { token } = c.req.valid("json");
    return c.json(await confirmAccount({ db: deps.database.db, token, now: deps.clock.now() }), 200);
  });

  return router;
}
