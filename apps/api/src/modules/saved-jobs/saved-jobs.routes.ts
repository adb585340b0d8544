import { createRoute, z } from "@hono/zod-openapi";
import { savedJobListQuerySchema, savedJobMarkSchema, savedJobPageSchema } from "@stint/shared/saved-jobs";
import type { AppDeps } from "../../app-deps.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { requireRole } from "../../lib/http/viewer.ts";
import { listSavedJobs } from "./list-saved-jobs.ts";
import { saveJob, unsaveJob } from "./save-job.ts";

const tags = ["Saved jobs"];
const errors = {
  401: errorContent("Not signed in"),
  403: errorContent("Signed in, but not as a student"),
};
const jobParams = z.object({
  jobId: z.string().openapi({ param: { name: "jobId", in: "path" }, description: "The job's id (a uuid)" }),
});

const listRoute = createRoute({
  method: "get",
  path: "/saved-jobs",
  tags,
  summary:
    "The student's saved jobs, newest saved first, each with its card and whether it is open, near its deadline or closed",
  request: { query: savedJobListQuerySchema },
  responses: {
    200: jsonContent(savedJobPageSchema, "One page of saved jobs, the total and the next page's cursor"),
    400: errorContent("Invalid parameters, with a message per field"),
    ...errors,
  },
});

const saveRoute = createRoute({
  method: "put",
  path: "/saved-jobs/{jobId}",
  tags,
  summary: "Save a job (published or closed); saving it again changes nothing",
  request: { params: jobParams },
  responses: {
    200: jsonContent(savedJobMarkSchema, "The job is saved, since the first save"),
    ...errors,
    404: errorContent("No such job, or not visible to you (a draft)"),
  },
});

const unsaveRoute = createRoute({
  method: "delete",
  path: "/saved-jobs/{jobId}",
  tags,
  summary: "Unsave a job; one that is not saved is left as it is",
  request: { params: jobParams },
  responses: { 204: { description: "The job is not saved" }, ...errors },
});

/** `/api/saved-jobs…`: a student's saved jobs (issue 36). */
export function savedJobsRoutes(deps: Pick<AppDeps, "database" | "clock">) {
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(listRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    const query = c.req.valid("query");
    return c.json(await listSavedJobs({ db, studentId: accountId, query, now: deps.clock.now() }), 200);
  });

  router.openapi(saveRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    return c.json(await saveJob({ db, studentId: accountId, jobId: c.req.valid("param").jobId }), 200);
  });

  router.openapi(unsaveRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    await unsaveJob({ db, studentId: accountId, jobId: c.req.valid("param").jobId });
    return c.body(null, 204);
  });

  return router;
}
