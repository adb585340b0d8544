import { createRoute, z } from "@hono/zod-openapi";
import {
  jobRankingSchema,
  jobRankingWriteSchema,
  placeAnswerSchema,
  roundCreateSchema,
  roundJobAddSchema,
  roundJobPatchSchema,
  roundListSchema,
  roundMemberInviteSchema,
  roundMembershipAnswerSchema,
  roundPatchSchema,
  roundSchema,
  studentRankingWriteSchema,
} from "@stint/shared/rounds";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { assertEmailConfirmed, requireConfirmedRole } from "../../lib/http/confirmed-viewer.ts";
import { requireParty } from "../applications/party.ts";
import { answerPlace } from "./answer-place.ts";
import { getRound } from "./get-round.ts";
import { listRounds } from "./list-rounds.ts";
import { getJobRanking, saveJobRanking, saveStudentRanking } from "./rankings.ts";
import { loadRoundFor } from "./round-access.ts";
import { addRoundJob, removeRoundJob, setRoundJobCapacity } from "./round-jobs.ts";
import { answerMembership, inviteMember, removeMember } from "./round-members.ts";
import { runRoundNow } from "./run-round.ts";
import { closeRound, createRound, deleteRound, openRound, updateRound } from "./write-round.ts";

const tags = ["Placement rounds"];
const errors = {
  400: errorContent("Invalid input, with a message per field"),
  401: errorContent("Not signed in"),
  403: errorContent("Signed in without an account, the wrong role, or not the round's creator (or not yet a member)"),
  404: errorContent("No such round, or not one the viewer takes part in"),
  409: errorContent(
    "round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, " +
      "job-in-other-round, job-not-published, place-answered or round-nothing-to-run",
  ),
};
const roundOk = jsonContent(roundSchema, "The round as the viewer sees it");
const roundParams = idParams("The round");
const pathParam = (name: string, description: string) =>
  z.string().openapi({ param: { name, in: "path" }, description });
const jobParams = roundParams.extend({ jobId: pathParam("jobId", "A job of the round (a uuid)") });
const memberParams = roundParams.extend({ companyId: pathParam("companyId", "A member company's id") });
const placeParams = roundParams.extend({ placeId: pathParam("placeId", "A proposed place's id (a uuid)") });
const body = <T extends Parameters<typeof jsonContent>[0]>(schema: T, description: string) => ({
  body: { ...jsonContent(schema, description), required: true },
});

const listRoute = createRoute({
  method: "get",
  path: "/rounds",
  tags,
  summary: "The rounds the viewer takes part in, newest first, each with what the viewer should do now",
  description:
    "A company: rounds it created, joined or is invited to. A student: open rounds with a job they applied to.",
  responses: { 200: jsonContent(roundListSchema, "The rounds"), 401: errors[401], 403: errors[403] },
});

const createRoundRoute = createRoute({
  method: "post",
  path: "/rounds",
  tags,
  summary: "A company creates a round, in draft, with itself as its first member",
  request: body(roundCreateSchema, "The name and both deadlines (the confirmation deadline after the ranking one)"),
  responses: { 201: roundOk, 400: errors[400], 401: errors[401], 403: errors[403] },
});

const getRoundRoute = createRoute({
  method: "get",
  path: "/rounds/{id}",
  tags,
  summary: "A round as the viewer sees it",
  description:
    "A member company sees every job's progress and the places and reasons of its own jobs; a student their " +
    "rankable jobs, their ranking and their outcome. Others get 404.",
  request: { params: roundParams },
  responses: { 200: roundOk, 401: errors[401], 403: errors[403], 404: errors[404] },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/rounds/{id}",
  tags,
  summary: "The creator renames the round or moves its deadlines, until the first run",
  request: { params: roundParams, ...body(roundPatchSchema, "The change") },
  responses: { 200: roundOk, ...errors },
});

const deleteRoundRoute = createRoute({
  method: "delete",
  path: "/rounds/{id}",
  tags,
  summary: "The creator deletes a round that never opened",
  request: { params: roundParams },
  responses: {
    204: { description: "Deleted" },
    401: errors[401],
    403: errors[403],
    404: errors[404],
    409: errors[409],
  },
});

const openRoute = createRoute({
  method: "post",
  path: "/rounds/{id}/open",
  tags,
  summary: "The creator opens ranking (draft → ranking); students and members are told",
  request: { params: roundParams },
  responses: { 200: roundOk, ...errors },
});

const runRoute = createRoute({
  method: "post",
  path: "/rounds/{id}/run",
  tags,
  summary: "The creator runs the assignment now: the first run ends ranking; later ones place those left",
  description:
    "Student-proposing deferred acceptance with capacities over both sides' rankings (unranked = unacceptable). " +
    "A later run takes the students without a live place who declined none, the places not proposed or " +
    "confirmed, and leaves out the pairs either side declined. The ranking deadline runs it by itself.",
  request: { params: roundParams },
  responses: { 200: roundOk, ...errors },
});

const closeRoute = createRoute({
  method: "post",
  path: "/rounds/{id}/close",
  tags,
  summary: "The creator closes the round; unanswered places expire (the confirmation deadline does it by itself)",
  request: { params: roundParams },
  responses: { 200: roundOk, ...errors },
});

const inviteRoute = createRoute({
  method: "post",
  path: "/rounds/{id}/members",
  tags,
  summary: "The creator invites another company to join, until the first run",
  request: { params: roundParams, ...body(roundMemberInviteSchema, "The change") },
  responses: { 200: roundOk, ...errors },
});

const removeMemberRoute = createRoute({
  method: "delete",
  path: "/rounds/{id}/members/{companyId}",
  tags,
  summary: "The creator removes a member or an invitation, with the member's jobs and their rankings",
  request: { params: memberParams },
  responses: { 200: roundOk, ...errors },
});

const membershipRoute = createRoute({
  method: "put",
  path: "/rounds/{id}/membership",
  tags,
  summary: "An invited company joins the round, or declines the invitation",
  request: { params: roundParams, ...body(roundMembershipAnswerSchema, "join: true or false") },
  responses: {
    200: roundOk,
    204: { description: "Declined: the round is gone from the company's list" },
    ...errors,
  },
});

const addJobRoute = createRoute({
  method: "post",
  path: "/rounds/{id}/jobs",
  tags,
  summary: "A member adds one of its published jobs, with its places (by default its openings)",
  request: { params: roundParams, ...body(roundJobAddSchema, "The change") },
  responses: { 200: roundOk, ...errors },
});

const patchJobRoute = createRoute({
  method: "patch",
  path: "/rounds/{id}/jobs/{jobId}",
  tags,
  summary: "The job's company sets its places (at most its openings), until the first run",
  request: { params: jobParams, ...body(roundJobPatchSchema, "The change") },
  responses: { 200: roundOk, ...errors },
});

const removeJobRoute = createRoute({
  method: "delete",
  path: "/rounds/{id}/jobs/{jobId}",
  tags,
  summary: "The job's company (or the creator) takes a job out, with its rankings, until the first run",
  request: { params: jobParams },
  responses: { 200: roundOk, ...errors },
});

const getJobRankingRoute = createRoute({
  method: "get",
  path: "/rounds/{id}/jobs/{jobId}/ranking",
  tags,
  summary: "The job's company: its shortlisted applicants with the match score as a hint, and its ranking",
  request: { params: jobParams },
  responses: { 200: jsonContent(jobRankingSchema, "The applicants, ranked ones first"), ...errors },
});

const putJobRankingRoute = createRoute({
  method: "put",
  path: "/rounds/{id}/jobs/{jobId}/ranking",
  tags,
  summary: "The job's company saves its ranking of shortlisted applicants, best first, while ranking is open",
  request: { params: jobParams, ...body(jobRankingWriteSchema, "Application ids, best first; the rest unacceptable") },
  responses: { 200: jsonContent(jobRankingSchema, "The saved ranking"), ...errors },
});

const putStudentRankingRoute = createRoute({
  method: "put",
  path: "/rounds/{id}/ranking",
  tags,
  summary: "A student saves their ranking of the round's jobs they applied to, best first, while ranking is open",
  request: {
    params: roundParams,
    ...body(studentRankingWriteSchema, "Job ids, best first; the jobs left out are not wanted"),
  },
  responses: { 200: roundOk, ...errors },
});

const answerRoute = createRoute({
  method: "post",
  path: "/rounds/{id}/places/{placeId}/answer",
  tags,
  summary: "The place's student or the job's company confirms or declines a proposed place, once",
  description: "Both confirm: the application is hired. Either declines: the place is free for a later run.",
  request: { params: placeParams, ...body(placeAnswerSchema, "The change") },
  responses: { 200: roundOk, ...errors },
});

/** `/api/rounds…`: placement rounds (issue 12). */
export function roundsRoutes(deps: Pick<AppDeps, "database" | "clock">) {
  const db = deps.database.db;
  const router = createRouter();
  const now = () => deps.clock.now();
  const roundFor = async (c: Context<AppEnv>, roundId: string) => {
    const access = await loadRoundFor({ db, party: await requireParty(c), roundId });
    return getRound({ db, access, now: now() });
  };

  router.openapi(listRoute, async (c) =>
    c.json(await listRounds({ db, party: await requireParty(c), now: now() }), 200),
  );

  router.openapi(createRoundRoute, async (c) => {
    const viewer = await requireConfirmedRole(c, "company", db);
    const id = await createRound({ db, companyId: viewer.accountId, input: c.req.valid("json"), now: now() });
    return c.json(await roundFor(c, id), 201);
  });

  router.openapi(getRoundRoute, async (c) => c.json(await roundFor(c, c.req.valid("param").id), 200));

  router.openapi(patchRoute, async (c) => {
    const roundId = c.req.valid("param").id;
    await updateRound({ db, party: await requireParty(c), roundId, input: c.req.valid("json"), now: now() });
    return c.json(await roundFor(c, roundId), 200);
  });

  router.openapi(deleteRoundRoute, async (c) => {
    await deleteRound({ db, party: await requireParty(c), roundId: c.req.valid("param").id });
    return c.body(null, 204);
  });

  router.openapi(openRoute, async (c) => {
    const roundId = c.req.valid("param").id;
    await openRound({ db, party: await requireParty(c), roundId, now: now() });
    return c.json(await roundFor(c, roundId), 200);
  });

  router.openapi(runRoute, async (c) => {
    const roundId = c.req.valid("param").id;
    await runRoundNow({ db, party: await requireParty(c), roundId, now: now() });
    return c.json(await roundFor(c, roundId), 200);
  });

  router.openapi(closeRoute, async (c) => {
    const roundId = c.req.valid("param").id;
    await closeRound({ db, party: await requireParty(c), roundId, now: now() });
    return c.json(await roundFor(c, roundId), 200);
  });

  router.openapi(inviteRoute, async (c) => {
    const roundId = c.req.valid("param").id;
    const { companyId } = c.req.valid("json");
    const party = await requireParty(c);
    await assertEmailConfirmed(db, party.userId);
    await inviteMember({ db, party, roundId, companyId, now: now() });
    return c.json(await roundFor(c, roundId), 200);
  });

  router.openapi(removeMemberRoute, async (c) => {
    const { id: roundId, companyId } = c.req.valid("param");
    await removeMember({ db, party: await requireParty(c), roundId, companyId });
    return c.json(await roundFor(c, roundId), 200);
  });

  router.openapi(membershipRoute, async (c) => {
    const roundId = c.req.valid("param").id;
    const party = await requireParty(c);
    const joined = await answerMembership({ db, party, roundId, join: c.req.valid("json").join, now: now() });
    if (!joined) return c.body(null, 204);
    return c.json(await roundFor(c, roundId), 200);
  });

  router.openapi(addJobRoute, async (c) => {
    const roundId = c.req.valid("param").id;
    await addRoundJob({ db, party: await requireParty(c), roundId, input: c.req.valid("json") });
    return c.json(await roundFor(c, roundId), 200);
  });

  router.openapi(patchJobRoute, async (c) => {
    const { id: roundId, jobId } = c.req.valid("param");
    const { capacity } = c.req.valid("json");
    await setRoundJobCapacity({ db, party: await requireParty(c), roundId, jobId, capacity });
    return c.json(await roundFor(c, roundId), 200);
  });

  router.openapi(removeJobRoute, async (c) => {
    const { id: roundId, jobId } = c.req.valid("param");
    await removeRoundJob({ db, party: await requireParty(c), roundId, jobId });
    return c.json(await roundFor(c, roundId), 200);
  });

  router.openapi(getJobRankingRoute, async (c) => {
    const { id: roundId, jobId } = c.req.valid("param");
    return c.json(await getJobRanking({ db, party: await requireParty(c), roundId, jobId, now: now() }), 200);
  });

  router.openapi(putJobRankingRoute, async (c) => {
    const { id: roundId, jobId } = c.req.valid("param");
    const party = await requireParty(c);
    const { applicationIds } = c.req.valid("json");
    await saveJobRanking({ db, party, roundId, jobId, applicationIds, now: now() });
    return c.json(await getJobRanking({ db, party, roundId, jobId, now: now() }), 200);
  });

  router.openapi(putStudentRankingRoute, async (c) => {
    const roundId = c.req.valid("param").id;
    await saveStudentRanking({
      db,
      party: await requireParty(c),
      roundId,
      jobIds: c.req.valid("json").jobIds,
      now: now(),
    });
    return c.json(await roundFor(c, roundId), 200);
  });

  router.openapi(answerRoute, async (c) => {
    const { id: roundId, placeId } = c.req.valid("param");
    const { confirm } = c.req.valid("json");
    await answerPlace({ db, party: await requireParty(c), roundId, placeId, confirm, now: now() });
    return c.json(await roundFor(c, roundId), 200);
  });

  return router;
}
