import { createRoute } from "@hono/zod-openapi";
import {
  applicationCreateSchema,
  applicationDetailSchema,
  applicationListQuerySchema,
  applicationMoveSchema,
  applicationPageSchema,
  applicationsRejectOpenResultSchema,
  applicationsRejectOpenSchema,
  applicationWithdrawSchema,
} from "@stint/shared/applications";
import type { AppDeps } from "../../app-deps.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { requireConfirmedRole } from "../../lib/http/confirmed-viewer.ts";
import { requireRole } from "../../lib/http/viewer.ts";
import { apply } from "./apply.ts";
import { getApplication } from "./get-application.ts";
import { listApplications } from "./list-applications.ts";
import { moveApplication } from "./move-application.ts";
import { requireParty } from "./party.ts";
import { rejectOpenApplications } from "./reject-open-applications.ts";
import { withdrawApplication } from "./withdraw-application.ts";

const tags = ["Applications"];
const errors = {
  400: errorContent("Invalid input, with a message per field"),
  401: errorContent("Not signed in"),
  403: errorContent("Signed in, but not with the role this needs (or without an account)"),
  404: errorContent("No such application, job or CV, or not yours"),
  409: errorContent("Not allowed in the record's present state (the message says why)"),
};
const applicationParams = idParams("The application");
const body = <T extends Parameters<typeof jsonContent>[0]>(schema: T, description: string, required = true) => ({
  body: { ...jsonContent(schema, description), required },
});

const listRoute = createRoute({
  method: "get",
  path: "/applications",
  tags,
  summary: "The signed-in student's applications, or the signed-in company's (all, or one job's with jobId)",
  description:
    "Newest first, in cursor pages with the total. status may repeat or be comma-separated. overdue=true " +
    "lists a company's open applications it has not moved for 21 days (each item of a company's list says " +
    "overdue: true or false).",
  request: { query: applicationListQuerySchema },
  responses: {
    200: jsonContent(applicationPageSchema, "One page and the total"),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errorContent("jobId names a job that is not the company's"),
  },
});

const applyRoute = createRoute({
  method: "post",
  path: "/applications",
  tags,
  summary: "Apply to a published job with one of the student's CVs (the primary one by default) and a note",
  description:
    "Once per job. An open invitation of the student to the job is accepted by applying (and the two are matched).",
  request: body(applicationCreateSchema, "The job, the CV and an optional note (at most 2,000 characters)"),
  responses: {
    201: jsonContent(applicationDetailSchema, "The application with its history"),
    400: errors[400],
    401: errors[401],
    403: errorContent("Not a student"),
    404: errorContent("No such published job, or the CV is not the student's"),
    409: errorContent("Already applied, the job is closed or its deadline passed, or the student has no CV"),
  },
});

const rejectOpenRoute = createRoute({
  method: "post",
  path: "/applications/reject-open",
  tags,
  summary: "Reject every open application of one of the company's jobs with one reason (and close the job)",
  description:
    "Each applicant gets the rejection with its reason, in their history and as a notification. With " +
    "closeJob: true a published job is closed in the same step; closing alone is refused while open " +
    "applications remain.",
  request: body(applicationsRejectOpenSchema, "The job, the reason code and optional text"),
  responses: {
    200: jsonContent(applicationsRejectOpenResultSchema, "How many were rejected, and the job's status"),
    400: errors[400],
    401: errors[401],
    403: errorContent("Not a company"),
    404: errorContent("No such job of the company"),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/applications/{id}",
  tags,
  summary: "An application with its whole history, for its student or the job's company",
  request: { params: applicationParams },
  responses: {
    200: jsonContent(applicationDetailSchema, "The application"),
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const moveRoute = createRoute({
  method: "post",
  path: "/applications/{id}/status",
  tags,
  summary: "Move an application forward, or reject it with a reason (the job's company only)",
  description:
    "applied → reviewed → shortlisted → interview → offer → hired (steps may be skipped, never undone), or " +
    "rejected from any open status with a reasonCode. Shortlisting (or any later step) matches the student " +
    "and the job. The student is notified. Of two concurrent moves one wins; the other gets 409.",
  request: { params: applicationParams, ...body(applicationMoveSchema, "The new status (and reason)") },
  responses: {
    200: jsonContent(applicationDetailSchema, "The application in its new status"),
    400: errors[400],
    401: errors[401],
    403: errorContent("Not a company"),
    404: errors[404],
    409: errorContent("Not a forward move from the present status, a final status, or changed meanwhile"),
  },
});

const withdrawRoute = createRoute({
  method: "post",
  path: "/applications/{id}/withdraw",
  tags,
  summary: "Withdraw the student's own application from any open status, with an optional reason",
  request: { params: applicationParams, ...body(applicationWithdrawSchema, "An optional reason", false) },
  responses: {
    200: jsonContent(applicationDetailSchema, "The withdrawn application"),
    400: errors[400],
    401: errors[401],
    403: errorContent("Not a student"),
    404: errors[404],
    409: errorContent("The application is no longer open"),
  },
});

/** `/api/applications…`: a student's applications to jobs and the company's answers to them. */
export function applicationsRoutes(deps: Pick<AppDeps, "database">) {
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(listRoute, async (c) => {
    const party = await requireParty(c);
    return c.json(await listApplications({ db, party, query: c.req.valid("query") }), 200);
  });

  router.openapi(applyRoute, async (c) => {
    const { accountId } = await requireConfirmedRole(c, "student", db);
    return c.json(await apply({ db, studentId: accountId, input: c.req.valid("json") }), 201);
  });

  router.openapi(rejectOpenRoute, async (c) => {
    const { accountId } = await requireRole(c, "company");
    return c.json(await rejectOpenApplications({ db, companyId: accountId, input: c.req.valid("json") }), 200);
  });

  router.openapi(getRoute, async (c) => {
    const party = await requireParty(c);
    return c.json(await getApplication({ db, party, applicationId: c.req.valid("param").id }), 200);
  });

  router.openapi(moveRoute, async (c) => {
    const { accountId } = await requireRole(c, "company");
    const applicationId = c.req.valid("param").id;
    return c.json(await moveApplication({ db, companyId: accountId, applicationId, move: c.req.valid("json") }), 200);
  });

  router.openapi(withdrawRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    const applicationId = c.req.valid("param").id;
    const input = c.req.valid("json") ?? {};
    return c.json(await withdrawApplication({ db, studentId: accountId, applicationId, input }), 200);
  });

  return router;
}
