import { createRoute } from "@hono/zod-openapi";
import {
  emailChangeConfirmedSchema,
  emailChangeConfirmSchema,
  emailChangeRequestBodySchema,
  emailChangeStatusSchema,
  pendingEmailChangeSchema,
} from "@stint/shared/account-security";
import type { AppDeps } from "../../../app-deps.ts";
import { sessionStartedAt } from "../../../lib/current-password.ts";
import { errorContent, jsonContent } from "../../../lib/http/openapi.ts";
import { createRouter } from "../../../lib/http/router.ts";
import { requireViewer } from "../../../lib/http/viewer.ts";
import { confirmEmailChange } from "./confirm-email-change.ts";
import { cancelEmailChange, findPendingEmailChange } from "./pending-email-change.ts";
import { requestEmailChange } from "./request-email-change.ts";

const tags = ["Accounts"];
const unauthenticated = errorContent("Not signed in");

const requestRoute = createRoute({
  method: "post",
  path: "/me/email-change",
  tags,
  summary: "Ask to change the sign-in email: a confirmation link goes to the new address, a notice to the current one",
  description:
    "Nothing changes until the link (single use, valid 1 hour) is opened: POST /email-change/confirm. A new " +
    "request replaces one not confirmed yet; a password reset or change cancels it. Five wrong current " +
    "passwords in 15 minutes, or five requests in an hour, answer 429 with Retry-After. An account without a " +
    "password (university sign-in only) sends no currentPassword: its sign-in must be less than 10 minutes old.",
  request: {
    body: {
      ...jsonContent(emailChangeRequestBodySchema, "The new address and the current password (if the account has one)"),
      required: true,
    },
  },
  responses: {
    202: jsonContent(pendingEmailChangeSchema, "The link was mailed; the change waits for it"),
    400: errorContent("Invalid input, the current address again, or a wrong current password (wrong-password)"),
    401: unauthenticated,
    403: errorContent("An account without a password whose sign-in is older than 10 minutes (recent-sign-in-required)"),
    409: errorContent("Another account uses the new address"),
    429: errorContent("Too many wrong passwords or requests (rate-limited)"),
    503: errorContent(
      "The confirmation mail could not be sent (mail-unavailable; nothing was stored), or the database is " +
        "unavailable (database-unavailable); try again after Retry-After",
    ),
  },
});

const statusRoute = createRoute({
  method: "get",
  path: "/me/email-change",
  tags,
  summary: "The email change waiting for its link to be opened, if any",
  responses: { 200: jsonContent(emailChangeStatusSchema, "The pending change, or null"), 401: unauthenticated },
});

const cancelRoute = createRoute({
  method: "delete",
  path: "/me/email-change",
  tags,
  summary: "Cancel the email change waiting for confirmation; its link stops working",
  responses: { 204: { description: "Nothing is waiting any more" }, 401: unauthenticated },
});

const confirmRoute = createRoute({
  method: "post",
  path: "/email-change/confirm",
  tags,
  summary: "Open a mailed confirmation link: the new address becomes the sign-in email (no session needed)",
  request: { body: { ...jsonContent(emailChangeConfirmSchema, "The token from the link"), required: true } },
  responses: {
    200: jsonContent(emailChangeConfirmedSchema, "Changed; sign in with this address from now on"),
    400: errorContent("Invalid input"),
    404: errorContent("No such link: mistyped or replaced by a newer request (email-change-link-unknown)"),
    409: errorContent(
      "The link was used already (email-change-link-used), or the address was taken meanwhile (conflict)",
    ),
    410: errorContent("The link has expired (email-change-link-expired)"),
  },
});

/** Changing the sign-in email behind a link mailed to the new address (issue 14); PATCH /me/account refuses it. */
export function emailChangeRoutes(deps: Pick<AppDeps, "database" | "mailer" | "env" | "logger" | "clock" | "auth">) {
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(requestRoute, async (c) => {
    const viewer = await requireViewer(c);
    const pending = await requestEmailChange({
      deps,
      userId: viewer.userId,
      input: c.req.valid("json"),
      sessionStartedAt: await sessionStartedAt(c, deps.auth),
      now: deps.clock.now(),
    });
    return c.json(pending, 202);
  });

  router.openapi(statusRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ pending: await findPendingEmailChange({ db, userId: viewer.userId, now: deps.clock.now() }) }, 200);
  });

  router.openapi(cancelRoute, async (c) => {
    const viewer = await requireViewer(c);
    await cancelEmailChange({ db, userId: viewer.userId });
    return c.body(null, 204);
  });

  router.openapi(confirmRoute, async (c) => {
    const { token } = c.req.valid("json");
    return c.json(await confirmEmailChange({ db, token, now: deps.clock.now() }), 200);
  });

  return router;
}
