import { createRoute } from "@hono/zod-openapi";
import {
  passwordChangedSchema,
  passwordChangeSchema,
  sessionsSignedOutSchema,
  signedInSessionListSchema,
} from "@stint/shared/account-security";
import type { AppDeps } from "../../app-deps.ts";
import { headersForAuth } from "../../lib/http/client-ip.ts";
import { idParams, isUuid } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { notFound } from "../../lib/errors.ts";
import { changePassword } from "./change-password.ts";
import { requireCurrentSession } from "./current-session.ts";
import { listSignedInSessions, signOutOtherSessions, signOutSession } from "./signed-in-sessions.ts";

const tags = ["Sign-in"];
const unauthenticated = errorContent("Not signed in");

const changePasswordRoute = createRoute({
  method: "post",
  path: "/me/password",
  tags,
  summary: "Change the password; every other session is signed out, this one stays",
  description:
    "Five wrong current passwords in 15 minutes answer 429 with Retry-After until the window ends (with the " +
    "email change, which asks for it too).",
  request: { body: { ...jsonContent(passwordChangeSchema, "The current and the new password"), required: true } },
  responses: {
    200: jsonContent(passwordChangedSchema, "Changed; how many other sessions were signed out"),
    400: errorContent("A wrong current password (wrong-password, on currentPassword) or a short, long or common newPassword"),
    401: unauthenticated,
    429: errorContent("Too many wrong current passwords (rate-limited)"),
  },
});

const listSessionsRoute = createRoute({
  method: "get",
  path: "/me/sessions",
  tags,
  summary: "The signed-in user's sessions (devices), this one first",
  responses: { 200: jsonContent(signedInSessionListSchema, "The live sessions"), 401: unauthenticated },
});

const signOutSessionRoute = createRoute({
  method: "delete",
  path: "/me/sessions/{id}",
  tags,
  summary: "Sign out one session (device); its cookie stops working at once",
  description: "Signing out this request's own session also clears its cookies, like POST /auth/sign-out.",
  request: { params: idParams("The session") },
  responses: {
    204: { description: "Signed out" },
    401: unauthenticated,
    404: errorContent("No such session of the signed-in user"),
  },
});

const signOutOthersRoute = createRoute({
  method: "post",
  path: "/me/sessions/sign-out-others",
  tags,
  summary: "Sign out every session but this one",
  responses: { 200: jsonContent(sessionsSignedOutSchema, "How many sessions were signed out"), 401: unauthenticated },
});

/**
 * The password and the signed-in sessions of the signed-in user, in the app's own routes rather than
 * better-auth's (closed in auth.routes.ts): those hand session tokens to the browser, answer "done" for another
 * user's session, list sessions only from a session younger than a day, and change the password past our
 * common-password list and limit on wrong passwords.
 */
export function passwordAndSessionsRoutes(deps: Pick<AppDeps, "auth" | "database" | "env" | "clock">) {
  const { auth } = deps;
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(changePasswordRoute, async (c) => {
    const session = await requireCurrentSession(c, auth);
    const { currentPassword, newPassword } = c.req.valid("json");
    const result = await changePassword({
      db,
      userId: session.userId,
      keepSessionId: session.id,
      currentPassword,
      newPassword,
      rateLimit: deps.env.rateLimit,
      now: deps.clock.now(),
    });
    return c.json(result, 200);
  });

  router.openapi(listSessionsRoute, async (c) => {
    const session = await requireCurrentSession(c, auth);
    const items = await listSignedInSessions({
      db,
      userId: session.userId,
      currentSessionId: session.id,
      now: deps.clock.now(),
    });
    return c.json({ items }, 200);
  });

  router.openapi(signOutSessionRoute, async (c) => {
    const session = await requireCurrentSession(c, auth);
    const { id } = c.req.valid("param");
    if (!isUuid(id)) throw notFound("This session");
    if (id === session.id) {
      // This device: better-auth's sign-out ends it and clears both cookies.
      const { headers } = await auth.api.signOut({
        headers: headersForAuth(c, deps.env.clientIpHeader),
        returnHeaders: true,
      });
      for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
      return c.body(null, 204);
    }
    await signOutSession({ db, userId: session.userId, sessionId: id });
    return c.body(null, 204);
  });

  router.openapi(signOutOthersRoute, async (c) => {
    const session = await requireCurrentSession(c, auth);
    return c.json(await signOutOtherSessions({ db, userId: session.userId, keepSessionId: session.id }), 200);
  });

  return router;
}
