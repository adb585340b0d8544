import { createRoute } from "@hono/zod-openapi";
import { applicationDetailSchema } from "@stint/shared/applications";
import { offerDeclineSchema, offerTermsSchema } from "@stint/shared/offers";
import type { AppDeps } from "../../app-deps.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { requireRole } from "../../lib/http/viewer.ts";
import { answerOffer } from "./answer-offer.ts";
import { reviseOffer } from "./revise-offer.ts";

const tags = ["Applications"];
const params = idParams("The application");
const notOpen = errorContent(
  "offer-not-open: the application has no open offer (answered, expired, withdrawn, or its answer-by day passed)",
);
const common = {
  401: errorContent("Not signed in"),
  404: errorContent("No such application, or not yours"),
  409: notOpen,
};

const acceptRoute = createRoute({
  method: "post",
  path: "/applications/{id}/offer/accept",
  tags,
  summary: "Accept the offer of the student's own application",
  description:
    "Open offers only, until the end of their answer-by day (UTC). The company is told and may then move the " +
    "application to hired; the match's start date becomes the offer's.",
  request: { params },
  responses: {
    200: jsonContent(applicationDetailSchema, "The application, its offer accepted"),
    ...common,
    403: errorContent("Not a student"),
  },
});

const declineRoute = createRoute({
  method: "post",
  path: "/applications/{id}/offer/decline",
  tags,
  summary: "Decline the offer of the student's own application, with an optional reason",
  description:
    "Final: the application ends as withdrawn (reason: the offer was declined) and its match ends. The company " +
    "is told, with the reason.",
  request: {
    params,
    body: { ...jsonContent(offerDeclineSchema, "An optional reason (at most 1,000 characters)"), required: false },
  },
  responses: {
    200: jsonContent(applicationDetailSchema, "The application, withdrawn, its offer declined"),
    400: errorContent("Invalid input, with a message per field"),
    ...common,
    403: errorContent("Not a student"),
  },
});

const reviseRoute = createRoute({
  method: "put",
  path: "/applications/{id}/offer",
  tags,
  summary: "Change the terms of an offer the student has not answered yet (the job's company only)",
  description: "All terms at once, as when making the offer. The student is told the new terms.",
  request: { params, body: { ...jsonContent(offerTermsSchema, "The offer's new terms"), required: true } },
  responses: {
    200: jsonContent(applicationDetailSchema, "The application with the revised offer"),
    400: errorContent("Invalid input, with a message per field"),
    ...common,
    403: errorContent("Not a company"),
  },
});

/** `/api/applications/{id}/offer…`: the student answers an offer, the company revises one (decision 024). */
export function offersRoutes(deps: Pick<AppDeps, "database" | "clock">) {
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(acceptRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    const applicationId = c.req.valid("param").id;
    const answer = { accept: true } as const;
    return c.json(await answerOffer({ db, studentId: accountId, applicationId, answer, now: deps.clock.now() }), 200);
  });

  router.openapi(declineRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    const applicationId = c.req.valid("param").id;
    const answer = { accept: false, input: c.req.valid("json") ?? {} } as const;
    return c.json(await answerOffer({ db, studentId: accountId, applicationId, answer, now: deps.clock.now() }), 200);
  });

  router.openapi(reviseRoute, async (c) => {
    const { accountId } = await requireRole(c, "company");
    const applicationId = c.req.valid("param").id;
    return c.json(await reviseOffer({ db, companyId: accountId, applicationId, terms: c.req.valid("json") }), 200);
  });

  return router;
}
