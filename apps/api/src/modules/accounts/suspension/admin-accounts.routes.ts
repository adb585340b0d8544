import { z } from "@hono/zod-openapi";
import { adminAccountsPageSchema, adminAccountsQuerySchema, suspensionSchema } from "@stint/shared/admin-accounts";
import type { AppDeps } from "../../../app-deps.ts";
import { errorContent, jsonContent } from "../../../lib/http/openapi.ts";
import type { Db } from "../../../db/client.ts";
import { createRouter } from "../../../lib/http/router.ts";
import { currentOperator, operatorRoute } from "../../operators/operator-route.ts";
import { findAccounts } from "./find-accounts.ts";
import { resumeAccount, suspendAccount } from "./suspend-account.ts";

const tags = ["Admin"];
const errors = {
  400: errorContent("Invalid input, with a message per field"),
  401: errorContent("Not signed in"),
  403: errorContent("Not an operator holding `accounts` (an operator's account also needs `operators`)"),
  404: errorContent("No such account"),
  409: errorContent("The operator's own account, or the account is (not) suspended already"),
};
const userParams = z.object({
  userId: z
    .string()
    .max(100)
    .openapi({ param: { name: "userId", in: "path" }, description: "The user's id" }),
});

const listRoute = (db: Db) =>
  operatorRoute(db, "accounts", {
    method: "get",
    path: "/admin/accounts",
    tags,
    summary: "Find accounts by a part of their email or name: students, companies, operators, newest first",
    description: "25 to a page; pass the answer's `next` as `after` for the next page.",
    request: { query: adminAccountsQuerySchema },
    responses: {
      200: jsonContent(adminAccountsPageSchema, "A page of accounts"),
      400: errors[400],
      401: errors[401],
      403: errors[403],
    },
  });

const suspendRoute = (db: Db) =>
  operatorRoute(db, "accounts", {
    method: "post",
    path: "/admin/accounts/{userId}/suspension",
    tags,
    summary: "Suspend an account with a reason the person is told",
    description:
      "Ends every session of the user at once; sign-in then answers 403 `account-suspended` with the reason, and " +
      "the person is mailed the reason in their language. Audited (`account.suspend`, with the reason). An " +
      "operator's account needs the `operators` permission too; nobody suspends their own.",
    request: { params: userParams, body: { ...jsonContent(suspensionSchema, "Why"), required: true } },
    responses: {
      204: { description: "Suspended" },
      ...errors,
    },
  });

const resumeRoute = (db: Db) =>
  operatorRoute(db, "accounts", {
    method: "delete",
    path: "/admin/accounts/{userId}/suspension",
    tags,
    summary: "Resume a suspended account",
    description: "Sign-in works again; the person is told by mail. Audited (`account.resume`).",
    request: { params: userParams },
    responses: {
      204: { description: "Resumed" },
      ...errors,
    },
  });

/** The console's accounts screen (issue 37): the permission is checked before the input, for everyone alike. */
export function adminAccountsRoutes(deps: Pick<AppDeps, "database" | "mailer" | "logger" | "env" | "clock">) {
  const db = deps.database.db;
  const router = createRouter();
  const serviceDeps = () => ({
    db,
    mailer: deps.mailer,
    logger: deps.logger,
    baseUrl: deps.env.baseUrl,
    now: deps.clock.now(),
  });

  router.openapi(listRoute(db), async (c) => {
    return c.json(await findAccounts({ db, query: c.req.valid("query") }), 200);
  });

  router.openapi(suspendRoute(db), async (c) => {
    const actor = currentOperator(c);
    const { reason } = c.req.valid("json");
    await suspendAccount({ ...serviceDeps(), actor, userId: c.req.valid("param").userId, reason });
    return c.body(null, 204);
  });

  router.openapi(resumeRoute(db), async (c) => {
    const actor = currentOperator(c);
    await resumeAccount({ ...serviceDeps(), actor, userId: c.req.valid("param").userId });
    return c.body(null, 204);
  });

  return router;
}
