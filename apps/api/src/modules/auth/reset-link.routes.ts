import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, gt } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { verifications } from "../../db/schema/index.ts";
import { jsonContent } from "../../lib/http/openapi.ts";
import { answerHeaders } from "../../lib/http/answer-headers.ts";
import { createRouter } from "../../lib/http/router.ts";

const NO_STORE = Object.freeze({ "cache-control": "no-store" });

const statusSchema = z.object({ usable: z.boolean() }).openapi("ResetLinkStatus");

const resetLinkRoute = createRoute({
  method: "get",
  path: "/reset-password-link",
  tags: ["Sign-in"],
  summary: "Whether a mailed password-reset token can still be used; it is not used up by asking",
  description:
    "The reset screen asks before the visitor types a new password. The answer names no account: a token is " +
    "unguessable, and a used, expired and never-issued one all answer `usable: false`.",
  request: { query: z.object({ token: z.string().min(1).max(200) }) },
  responses: { 200: jsonContent(statusSchema, "Whether POST /api/auth/reset-password would take the token") },
});

/**
 * The check better-auth's POST /reset-password makes before it changes a password (a `reset-password:<token>`
 * verification that has not expired), read only. better-auth's own GET /reset-password/:token answers with a
 * redirect, which a script cannot read.
 */
export function resetLinkRoutes(deps: Pick<AppDeps, "database">) {
  const router = createRouter();
  router.openapi(resetLinkRoute, async (c) => {
    const { token } = c.req.valid("query");
    const [row] = await deps.database.db
      .select({ id: verifications.id })
      .from(verifications)
      .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, new Date())))
      .limit(1);
    answerHeaders(c, NO_STORE);
    return c.json({ usable: row !== undefined }, 200);
  });
  return router;
}
