import { z } from "@hono/zod-openapi";
import { operatorGrantAnswerSchema, operatorGrantSchema, operatorListSchema } from "@stint/shared/admin-operators";
import type { AppDeps } from "../../app-deps.ts";
import { userLanguage } from "../../i18n/user-language.ts";
import { conflict } from "../../lib/errors.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { grantOrInvite } from "./grant-or-invite.ts";
import { keepsAnOperatorsHolder } from "./last-holder.ts";
import { listOperators } from "./list-operators.ts";
import { currentOperator, operatorRoute } from "./operator-route.ts";
import { removeOperator } from "./remove-operator.ts";

const tags = ["Admin"];

const HAS_ACCOUNT: Record<"student" | "company", string> = {
  student: "This address belongs to a student's account. An operator has no student or company account.",
  company: "This address belongs to a company's account. An operator has no student or company account.",
};

/** `/api/admin/operators`: operators granted, changed and removed by an operator holding `operators` (issue 37). */
export function adminOperatorsRoutes(deps: Pick<AppDeps, "database" | "mailer" | "env">) {
  const db = deps.database.db;
  const router = createRouter();

  const listRoute = operatorRoute(db, "operators", {
    method: "get",
    path: "/admin/operators",
    tags,
    summary: "Every operator: email, name, permissions, when and by whom granted, and their latest sign-in",
    responses: { 200: jsonContent(operatorListSchema, "The operators, by email") },
  });

  const grantRoute = operatorRoute(db, "operators", {
    method: "put",
    path: "/admin/operators",
    tags,
    summary:
      "Make an address an operator with exactly these permissions: grants, changes, or invites someone new by mail",
    description:
      "An address nobody has becomes a user without a password or role, mailed a link to choose a password. " +
      "A student's or company's address is refused: an operator has neither role. Taking the operators " +
      "permission from its last holder is refused, so that the console cannot lock itself out. Audited.",
    request: { body: { ...jsonContent(operatorGrantSchema, "The address and its permissions"), required: true } },
    responses: {
      200: jsonContent(operatorGrantAnswerSchema, "The operator as now, and whether they were invited"),
      400: errorContent("Invalid input, with a message per field"),
      409: errorContent("A student's or company's address, or the last holder of the operators permission"),
    },
  });

  const removeRoute = operatorRoute(db, "operators", {
    method: "delete",
    path: "/admin/operators/{userId}",
    tags,
    summary: "Take every permission from an operator; refused for the last holder of the operators permission",
    request: {
      params: z.object({
        userId: z
          .string()
          .max(200)
          .openapi({ param: { name: "userId", in: "path" }, description: "The operator's user id" }),
      }),
    },
    responses: {
      204: { description: "The user is no operator any more (audited)" },
      404: errorContent("No operator has this user id"),
      409: errorContent("The last holder of the operators permission"),
    },
  });

  router.openapi(listRoute, async (c) => c.json({ items: await listOperators(db) }, 200));

  router.openapi(grantRoute, async (c) => {
    const operator = currentOperator(c);
    const { email, permissions } = c.req.valid("json");
    const outcome = await grantOrInvite({
      db,
      mailer: deps.mailer,
      baseUrl: deps.env.baseUrl,
      email,
      permissions,
      actor: { userId: operator.userId, email: operator.email },
      language: await userLanguage(db, operator.userId),
      beforeGrant: (tx, userId) => keepsAnOperatorsHolder(tx, userId, permissions),
    });
    if (outcome.outcome === "has-account")
      throw conflict(HAS_ACCOUNT[outcome.role], { email: HAS_ACCOUNT[outcome.role] });
    const [granted] = await listOperators(db, outcome.user.id);
    return c.json({ operator: granted!, invited: outcome.invited }, 200);
  });

  router.openapi(removeRoute, async (c) => {
    const operator = currentOperator(c);
    await removeOperator({
      db,
      userId: c.req.valid("param").userId,
      actor: { userId: operator.userId, email: operator.email },
    });
    return c.body(null, 204);
  });

  return router;
}
