import { createRoute } from "@hono/zod-openapi";
import {
  candidatesPageSchema,
  candidatesQuerySchema,
  matchedJobsPageSchema,
  matchExplanationSchema,
  matchingJobsQuerySchema,
  matchScoreQuerySchema,
} from "@stint/shared/matching";
import { similarJobsSchema } from "@stint/shared/saved-jobs";
import type { AppDeps } from "../../app-deps.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { jsonTextResponse } from "../../lib/http/one-byte-json.ts";
import { createRouter } from "../../lib/http/router.ts";
import { getJob } from "../jobs/get-job.ts";
import { readSide } from "../jobs/read-side.ts";
import { requireRole, requireViewer } from "../../lib/http/viewer.ts";
import { explainMatch } from "./explain-match.ts";
import { jobsForYou } from "./jobs-for-you.ts";
import { matchedJobsPageJson } from "./matched-jobs-json.ts";
import { todayIso } from "./match-inputs.ts";
import { rankCandidates } from "./rank-candidates.ts";
import { recommendJobs } from "./recommend-jobs.ts";
import { similarJobs } from "./similar-jobs.ts";

const tags = ["Matching"];
const errors = {
  400: errorContent("Invalid parameters, with a message per field"),
  401: errorContent("Not signed in"),
};

const jobsRoute = createRoute({
  method: "get",
  path: "/matching/jobs",
  tags,
  summary: "Published jobs ranked by match score for one of the student's CVs (the primary by default)",
  request: { query: matchingJobsQuerySchema },
  responses: {
    200: jsonContent(
      matchedJobsPageSchema,
      "A page of ranked jobs; excluded pairs and jobs the student applied to are left out, open invitations marked",
    ),
    ...errors,
    403: errorContent("Signed in, but not as a student"),
    404: errorContent("No such CV of yours, or no CV yet"),
  },
});

const scoreRoute = createRoute({
  method: "get",
  path: "/matching/score",
  tags,
  summary: "The explained match of one CV and one job: parts, what is missing, exclusions",
  request: { query: matchScoreQuerySchema },
  responses: {
    200: jsonContent(matchExplanationSchema, "The explanation (the same for the student and the company)"),
    ...errors,
    404: errorContent("The CV or the job does not exist or is not visible to you"),
  },
});

const candidatesRoute = createRoute({
  method: "get",
  path: "/matching/candidates",
  tags,
  summary:
    "A job's candidates ranked by match score: students the company may invite (scope=invitable, the default), " +
    "its applicants (scope=applicants, by the CV applied with, none left out), or both with the invitees (scope=all)",
  request: { query: candidatesQuerySchema },
  responses: {
    200: jsonContent(candidatesPageSchema, "A page of ranked students, each with their application or invitation"),
    ...errors,
    403: errorContent("Signed in, but not as a company"),
    404: errorContent("No such job of yours"),
  },
});

const similarRoute = createRoute({
  method: "get",
  path: "/jobs/{id}/similar",
  tags,
  summary:
    "Jobs like this one: up to 6 published jobs of its type sharing most skills with it, nearest first (remote is near)",
  description:
    "The job itself, closed jobs and jobs past their deadline are left out. For a signed-in student the answer " +
    "carries `forYou`, as a search page does (their marks, match scores and saved jobs), for these jobs and the job itself.",
  request: { params: idParams("The job") },
  responses: {
    200: jsonContent(similarJobsSchema, "The similar jobs, most alike first"),
    401: errors[401],
    404: errorContent("No such job, or not visible to you (a draft of another company)"),
  },
});

/** `/api/matching/*`: scores computed on request over this process's matching index (decision 009). */
export function matchingRoutes(deps: Pick<AppDeps, "database" | "matchingIndex" | "jobReads" | "env">) {
  const db = deps.database.db;
  const index = deps.matchingIndex;
  const router = createRouter();

  router.openapi(jobsRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    // Rankings may lag a moment: on the read replica when there is one (the student's own writes show, read-side.ts).
    const page = await recommendJobs({
      db: readSide(deps, c.var.readFrom).db,
      index,
      studentId: accountId,
      query: c.req.valid("query"),
      today: todayIso(),
    });
    return jsonTextResponse(matchedJobsPageJson(page));
  });

  router.openapi(scoreRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { cvId, jobId } = c.req.valid("query");
    return c.json(await explainMatch({ db, viewer, cvId, jobId, today: todayIso() }), 200);
  });

  router.openapi(candidatesRoute, async (c) => {
    const { accountId } = await requireRole(c, "company");
    const query = c.req.valid("query");
    // The job's company never changes, so a lagging replica grants no access; a student who just closed their
    // profile may show for the replay lag (under a second), as on a page loaded a moment earlier.
    const { db: readDb } = readSide(deps, c.var.readFrom);
    return c.json(await rankCandidates({ db: readDb, index, companyId: accountId, query, today: todayIso() }), 200);
  });

  router.openapi(similarRoute, async (c) => {
    const viewer = await requireViewer(c);
    const read = readSide(deps, c.var.readFrom);
    const job = await getJob({ ...read, viewer, jobId: c.req.valid("param").id });
    const today = todayIso();
    const items = await similarJobs({ db: read.db, job, today });
    if (viewer.role !== "student" || !viewer.accountId) return c.json({ items }, 200);
    // The job's own card too: its page shows the student's Save toggle from this answer.
    const { description: _description, ...card } = job;
    const own = { ...card, excerpt: "", distanceKm: null };
    const forYou = await jobsForYou({ db: read.db, index, studentId: viewer.accountId, items: [own, ...items], today });
    return c.json({ items, forYou }, 200);
  });

  return router;
}
