import { createRoute } from "@hono/zod-openapi";
import {
  adminCompanyListQuerySchema,
  adminCompanyPageSchema,
  companyVerificationSchema,
  ownVerificationSchema,
  verificationDecisionSchema,
} from "@stint/shared/company-verification";
import type { AppDeps } from "../../../app-deps.ts";
import type { Db } from "../../../db/client.ts";
import { idParams } from "../../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../../lib/http/openapi.ts";
import { createRouter } from "../../../lib/http/router.ts";
import { requireRole } from "../../../lib/http/viewer.ts";
import { currentOperator, operatorRoute } from "../../operators/operator-route.ts";
import { decideVerification } from "./decide-verification.ts";
import { listCompaniesForReview } from "./list-companies-for-review.ts";
import { askAgain, ownVerification } from "./own-verification.ts";

const adminTags = ["Admin"];
const forbiddenOperator = errorContent("Signed in, but not an operator holding the `companies` permission");

const listRoute = (db: Db) =>
  operatorRoute(db, "companies", {
    method: "get",
    path: "/admin/companies",
    tags: adminTags,
    summary:
      "Companies to verify: waiting first (longest waiting first), or one state, searched by name, email or site",
    request: { query: adminCompanyListQuerySchema },
    responses: {
      200: jsonContent(adminCompanyPageSchema, "One page and the total"),
      400: errorContent("Invalid query, with a message per field"),
      401: errorContent("Not signed in"),
      403: forbiddenOperator,
    },
  });

const decideRoute = (db: Db) =>
  operatorRoute(db, "companies", {
    method: "post",
    path: "/admin/companies/{id}/verification",
    tags: adminTags,
    summary: "Verify a company, refuse it, or take its verification back (audited; the company is told)",
    description:
      "refuse and revoke need a reason, which the company reads in its notification and on its account screen. " +
      "verify: from waiting or refused; refuse: from waiting; revoke: from verified (it is refused then).",
    request: {
      params: idParams("The company"),
      body: {
        ...jsonContent(verificationDecisionSchema, "The decision, and the reason for a refusal"),
        required: true,
      },
    },
    responses: {
      200: jsonContent(companyVerificationSchema, "Where the company stands now"),
      400: errorContent("Invalid input, with a message per field (a refusal without a reason)"),
      401: errorContent("Not signed in"),
      403: forbiddenOperator,
      404: errorContent("No such company"),
      409: errorContent("Not possible from the company's present state (the message says why)"),
    },
  });

const ownRoute = createRoute({
  method: "get",
  path: "/me/verification",
  tags: ["Companies"],
  summary: "The signed-in company's verification: waiting, verified or refused (with the reason), and what it may do",
  responses: {
    200: jsonContent(ownVerificationSchema, "Where the company stands"),
    401: errorContent("Not signed in"),
    403: errorContent("Not a company"),
  },
});

const askAgainRoute = createRoute({
  method: "post",
  path: "/me/verification",
  tags: ["Companies"],
  summary: "Ask to be verified again, after a refusal and a change to the company's profile",
  responses: {
    200: jsonContent(ownVerificationSchema, "Where the company stands now: waiting"),
    401: errorContent("Not signed in"),
    403: errorContent("Not a company"),
    409: errorContent(
      "Not refused (verification-not-refused), or the profile has not changed since the refusal " +
        "(verification-profile-unchanged)",
    ),
  },
});

/**
 * `/api/admin/companies` for operators holding `companies`, and `/api/me/verification` for a company. The operator
 * is checked before the request is validated: whoever may not decide gets the 403, whatever they sent.
 */
export function verificationRoutes(deps: Pick<AppDeps, "database" | "verificationGate">) {
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(listRoute(db), async (c) =>
    c.json(await listCompaniesForReview({ db, query: c.req.valid("query") }), 200),
  );
  router.openapi(decideRoute(db), async (c) => {
    const { decision, reason } = c.req.valid("json");
    const verification = await decideVerification({
      db,
      operator: currentOperator(c),
      companyId: c.req.valid("param").id,
      decision,
      reason,
      // The wall clock, as a profile edit's: a company may ask again once its profile changed after this.
      now: new Date(),
    });
    return c.json(verification, 200);
  });
  router.openapi(ownRoute, async (c) => {
    const company = await requireRole(c, "company");
    return c.json(await ownVerification({ db, gate: deps.verificationGate, companyId: company.accountId }), 200);
  });
  router.openapi(askAgainRoute, async (c) => {
    const company = await requireRole(c, "company");
    const now = new Date();
    return c.json(await askAgain({ db, gate: deps.verificationGate, companyId: company.accountId, now }), 200);
  });
  return router;
}
