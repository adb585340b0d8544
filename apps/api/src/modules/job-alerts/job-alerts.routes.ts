import { createRoute } from "@hono/zod-openapi";
import {
  jobAlertCreateSchema,
  jobAlertListSchema,
  jobAlertPatchSchema,
  jobAlertSchema,
} from "@stint/shared/job-alerts";
import type { AppDeps } from "../../app-deps.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { requireRole } from "../../lib/http/viewer.ts";
import { createJobAlert, deleteJobAlert, listJobAlerts, updateJobAlert } from "./job-alerts.ts";
import { LexemeFrequencies } from "../jobs/search/search-jobs.ts";

const tags = ["Job alerts"];
const errors = {
  400: errorContent("Invalid input, with a message per field"),
  401: errorContent("Not signed in"),
  403: errorContent("Not a student"),
  404: errorContent("No such job alert of the student"),
};
const alertParams = idParams("The job alert");
const body = <T extends Parameters<typeof jsonContent>[0]>(schema: T, description: string) => ({
  body: { ...jsonContent(schema, description), required: true },
});

const listRoute = createRoute({
  method: "get",
  path: "/job-alerts",
  tags,
  summary: "The student's job alerts, oldest first, each with the new jobs waiting for its next digest",
  responses: {
    200: jsonContent(jobAlertListSchema, "The alerts, how many, and how many a student may keep"),
    401: errors[401],
    403: errors[403],
  },
});

const createAlertRoute = createRoute({
  method: "post",
  path: "/job-alerts",
  tags,
  summary: "Save a job search as an alert: new published jobs it finds are told instantly, daily, weekly or in-app",
  description:
    "`search` takes the public job search's parameters as `GET /api/jobs` does (words, filters, sort; no page). " +
    "A student keeps at most 20 alerts (409 `job-alert-limit`).",
  request: body(jobAlertCreateSchema, "The name, how often, the search and the place's name"),
  responses: {
    201: jsonContent(jobAlertSchema, "The alert"),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    409: errorContent("The student has the most alerts a student may keep (job-alert-limit)"),
  },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/job-alerts/{id}",
  tags,
  summary: "Rename a job alert, change how often it tells, pause or resume it",
  request: { params: alertParams, ...body(jobAlertPatchSchema, "Only the fields that change") },
  responses: {
    200: jsonContent(jobAlertSchema, "The alert"),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/job-alerts/{id}",
  tags,
  summary: "Delete a job alert and what it found",
  request: { params: alertParams },
  responses: { 204: { description: "Deleted" }, 401: errors[401], 403: errors[403], 404: errors[404] },
});

/** `/api/job-alerts…`: a student's saved job searches that tell of new jobs (issue 36). */
export function jobAlertsRoutes(deps: Pick<AppDeps, "database" | "jobReads">) {
  const db = deps.database.db;
  const vocabulary = { parser: deps.jobReads.searchIndex.parser, frequencies: new LexemeFrequencies() };
  const router = createRouter();

  router.openapi(listRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    return c.json(await listJobAlerts({ db, studentId: accountId }), 200);
  });

  router.openapi(createAlertRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    return c.json(await createJobAlert({ db, vocabulary, studentId: accountId, input: c.req.valid("json") }), 201);
  });

  router.openapi(patchRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    const alertId = c.req.valid("param").id;
    return c.json(await updateJobAlert({ db, studentId: accountId, alertId, input: c.req.valid("json") }), 200);
  });

  router.openapi(deleteRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    await deleteJobAlert({ db, studentId: accountId, alertId: c.req.valid("param").id });
    return c.body(null, 204);
  });

  return router;
}
