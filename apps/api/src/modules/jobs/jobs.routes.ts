import { createRoute } from "@hono/zod-openapi";
import {
  jobCreateSchema,
  jobPatchSchema,
  jobSchema,
  jobSearchResultSchema,
  jobsSummarySchema,
} from "@stint/shared/jobs";
import { jobSearchQuerySchema } from "@stint/shared/job-search";
import { FIXED_RATES_NOTE } from "@stint/shared/currency-rates";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/http/app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import { badRequest } from "../../lib/errors.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { assertEmailConfirmed } from "../../lib/http/confirmed-viewer.ts";
import { requireRole, requireViewer } from "../../lib/http/viewer.ts";
import { closeJob } from "./close-job.ts";
import { createJob } from "./create-job.ts";
import { deleteJob } from "./delete-job.ts";
import { getJob } from "./get-job.ts";
import { publishJob } from "./publish-job.ts";
import { reopenJob } from "./reopen-job.ts";
import { readSide } from "./read-side.ts";
import { searchJobs } from "./search/search-jobs.ts";
import type { JobDealings } from "./job-dealings.ts";
import type { StudentJobViews } from "./student-job-views.ts";
import { summariseCompanyJobs } from "./summarise-company-jobs.ts";
import { updateJob } from "./update-job.ts";

const tags = ["Jobs"];
const errors = {
  400: errorContent("Invalid input, with a message per field"),
  401: errorContent("Not signed in"),
  403: errorContent("Signed in, but not as a company"),
  404: errorContent("No such job, or not visible to you (a draft of another company)"),
  409: errorContent("The job is not in a state that allows this"),
};
const jobParams = idParams("The job");
/** Publishing and reopening: besides the role, the email must be confirmed and, where it must be, the company verified. */
const publishRefused = errorContent(
  "Signed in, but not as a company; or an unconfirmed email (email-unconfirmed), or a company not verified yet " +
    "where UNVERIFIED_COMPANIES=drafts (company-unverified)",
);

const searchRoute = createRoute({
  method: "get",
  path: "/jobs",
  tags,
  summary: "Search published jobs (or, with mine=true, all of the signed-in company's jobs)",
  description:
    "Full text over title, skills, company name, description and place, typo-tolerant on titles and company names. " +
    "Lists (type, workMode, skills, status) may repeat the parameter or separate values with commas. " +
    "For a signed-in student each page carries `forYou`: their mark on each job (applied, invited, matched, offer, " +
    "hired, …) and its match score for their primary CV; sort=match orders by that score (students with a CV " +
    "only; jobs the CV's hard filters exclude are left out). " +
    `minPay is a yearly amount in currency (EUR when not given); ${FIXED_RATES_NOTE}.`,
  request: { query: jobSearchQuerySchema },
  responses: {
    200: jsonContent(jobSearchResultSchema, "One page of results and the total"),
    400: errorContent(
      "Invalid input, with a message per field; sort=match by a user who is not a student or has no CV",
    ),
    401: errors[401],
    403: errorContent("mine=true by a user who is not a company"),
  },
});

const createJobRoute = createRoute({
  method: "post",
  path: "/jobs",
  tags,
  summary: "Create a job as a draft, or publish it at once with publish: true",
  request: { body: { ...jsonContent(jobCreateSchema, "The job"), required: true } },
  responses: {
    201: jsonContent(jobSchema, "The created job"),
    400: errorContent(
      "Invalid input, or publish: true for a job that is not complete (the fields say what is missing)",
    ),
    401: errors[401],
    403: publishRefused,
  },
});

const summaryRoute = createRoute({
  method: "get",
  path: "/jobs/mine/summary",
  tags,
  summary: "The signed-in company's jobs by status and what needs attention",
  responses: { 200: jsonContent(jobsSummarySchema, "Counts and to-dos"), 401: errors[401], 403: errors[403] },
});

const getJobRoute = createRoute({
  method: "get",
  path: "/jobs/{id}",
  tags,
  summary: "A job: published and closed ones for anyone signed in, drafts for their company only",
  request: { params: jobParams },
  responses: { 200: jsonContent(jobSchema, "The job"), 401: errors[401], 404: errors[404] },
});

const patchJobRoute = createRoute({
  method: "patch",
  path: "/jobs/{id}",
  tags,
  summary: "Change a job of the signed-in company; send only the changed fields",
  request: { params: jobParams, body: { ...jsonContent(jobPatchSchema, "The changed fields"), required: true } },
  responses: {
    200: jsonContent(jobSchema, "The updated job"),
    400: errorContent("Invalid input, or a change that would leave a published job incomplete"),
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const transitionRoute = (action: "publish" | "close" | "reopen", summary: string) =>
  createRoute({
    method: "post",
    path: `/jobs/{id}/${action}`,
    tags,
    summary,
    request: { params: jobParams },
    responses: {
      200: jsonContent(jobSchema, "The job in its new state"),
      ...(action === "close" ? {} : { 400: errorContent("The job is not complete enough to be published") }),
      401: errors[401],
      403: action === "close" ? errors[403] : publishRefused,
      404: errors[404],
      409: errors[409],
    },
  });

const deleteJobRoute = createRoute({
  method: "delete",
  path: "/jobs/{id}",
  tags,
  summary: "Delete a job of the signed-in company",
  request: { params: jobParams },
  responses: {
    204: { description: "Deleted" },
    401: errors[401],
    403: errors[403],
    404: errors[404],
    409: errorContent("The job has applications: close it instead"),
  },
});

/**
 * `/api/jobs…`: every route needs a signed-in user; changes need the owning company. `students` adds a
 * student's marks and scores to search pages, and the best match order (from matching, see StudentJobViews).
 */
export function jobsRoutes(
  deps: Pick<AppDeps, "database" | "jobReads" | "env" | "verificationGate">,
  students: StudentJobViews,
  dealings: JobDealings,
) {
  const db = deps.database.db;
  const reads = deps.jobReads;
  const router = createRouter();
  const company = async (c: Context<AppEnv>) => (await requireRole(c, "company")).accountId;

  router.openapi(searchRoute, async (c) => {
    const query = c.req.valid("query");
    if (query.mine) {
      const companyId = await company(c);
      return c.json(await searchJobs({ db, reads, query, scope: { kind: "mine", companyId } }), 200);
    }
    const viewer = await requireViewer(c);
    const studentId = viewer.role === "student" ? viewer.accountId : null;
    // The public search may lag a moment: on the read replica when there is one (read-side.ts).
    const read = readSide(deps, c.var.readFrom);
    if (query.sort === "match") {
      if (!studentId)
        throw badRequest("Only students can sort by match.", { sort: "Sorting by match is for students." });
      return c.json(await students.bestMatch({ studentId, query, read }), 200);
    }
    // The page may come from the cache shared by everyone: what is the student's own is added to a copy.
    const page = await searchJobs({ ...read, query, scope: { kind: "public" } });
    if (!studentId) return c.json(page, 200);
    return c.json({ ...page, forYou: await students.forYou({ studentId, items: page.items, read }) }, 200);
  });

  router.openapi(createJobRoute, async (c) => {
    const companyId = await company(c);
    const input = c.req.valid("json");
    if (input.publish) {
      await assertEmailConfirmed(db, companyId);
      await deps.verificationGate.assertMayReachStudents(db, companyId);
    }
    return c.json(await createJob({ db, companyId, input }), 201);
  });

  router.openapi(summaryRoute, async (c) => {
    const companyId = await company(c);
    return c.json(await summariseCompanyJobs({ db, companyId }), 200);
  });

  router.openapi(getJobRoute, async (c) => {
    const viewer = await requireViewer(c);
    // Who sees a draft is its company, which never changes: a lagging row grants nobody more.
    return c.json(await getJob({ ...readSide(deps, c.var.readFrom), viewer, jobId: c.req.valid("param").id }), 200);
  });

  router.openapi(patchJobRoute, async (c) => {
    const companyId = await company(c);
    const job = await updateJob({ db, companyId, jobId: c.req.valid("param").id, patch: c.req.valid("json") });
    return c.json(job, 200);
  });

  const transitions = { publish: publishJob, close: closeJob, reopen: reopenJob };
  const summaries = {
    publish: "Publish a draft",
    close:
      "Close a published job (it stays readable, takes no more applications); 409 while it has open " +
      "applications (answer them, or POST /api/applications/reject-open with closeJob: true)",
    reopen: "Publish a closed job again",
  };
  for (const action of ["publish", "close", "reopen"] as const) {
    router.openapi(transitionRoute(action, summaries[action]), async (c) => {
      const companyId = await company(c);
      // A published job is seen by every student: not before the company's email is confirmed (decision 023).
      if (action !== "close") {
        await assertEmailConfirmed(db, companyId);
        // Unverified companies write drafts only, where the deployment says so (UNVERIFIED_COMPANIES=drafts).
        await deps.verificationGate.assertMayReachStudents(db, companyId);
      }
      return c.json(await transitions[action]({ db, companyId, jobId: c.req.valid("param").id, dealings }), 200);
    });
  }

  router.openapi(deleteJobRoute, async (c) => {
    const companyId = await company(c);
    await deleteJob({ db, companyId, jobId: c.req.valid("param").id, dealings });
    return c.body(null, 204);
  });

  return router;
}
