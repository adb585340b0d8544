import { createRoute } from "@hono/zod-openapi";
import {
  rateableMatchesSchema,
  ratingCreateSchema,
  ratingListQuerySchema,
  ratingPatchSchema,
  ratingReportCreateSchema,
  ratingResponseWriteSchema,
  ratingSchema,
  ratingsPageSchema,
} from "@stint/shared/ratings";
import type { AppDeps } from "../../app-deps.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { assertEmailConfirmed } from "../../lib/http/confirmed-viewer.ts";
import { createRating } from "./create-rating.ts";
import { deleteRating } from "./delete-rating.ts";
import { getRating } from "./get-rating.ts";
import { listRatings } from "./list-ratings.ts";
import { listRateableMatches } from "./rateable-matches.ts";
import { requireRatingViewer } from "./rating-viewer.ts";
import { reportRating } from "./report-rating.ts";
import { updateRating } from "./update-rating.ts";
import { deleteResponse, writeResponse } from "./write-response.ts";

const tags = ["Ratings"];
const errors = {
  400: errorContent("Invalid input, with a message per field"),
  401: errorContent("Not signed in"),
  403: errorContent("Signed in without an account, or not allowed to do this to a rating you can read"),
  404: errorContent("No such rating, or not one you can read (another's, before its reveal)"),
};
const ratingParams = idParams("The rating");
const body = <T extends Parameters<typeof jsonContent>[0]>(schema: T, description: string) => ({
  body: { ...jsonContent(schema, description), required: true },
});
const ratingOk = jsonContent(ratingSchema, "The rating as the viewer sees it");

const listRoute = createRoute({
  method: "get",
  path: "/ratings",
  tags,
  summary: "Ratings the viewer may read: their own, a company's or a student's",
  description:
    "Newest first, in cursor pages with the total. tab=given (all the viewer wrote), tab=received (revealed " +
    "ones about the viewer), neither: both. companyId: a company's revealed ratings by students (public). " +
    "studentId: a student's revealed ratings by companies, for that student, and for companies while the " +
    "student shares their ratings (404 otherwise). q searches title, text, job title and the names the viewer may see.",
  request: { query: ratingListQuerySchema },
  responses: {
    200: jsonContent(ratingsPageSchema, "One page and the total"),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errorContent("studentId names a student whose ratings the viewer may not read"),
  },
});

const rateableRoute = createRoute({
  method: "get",
  path: "/ratings/rateable",
  tags,
  summary: "The viewer's matches they may rate now (started, not ended before the start) and have not rated",
  responses: {
    200: jsonContent(rateableMatchesSchema, "The matches, latest start first"),
    401: errors[401],
    403: errors[403],
  },
});

const createRatingRoute = createRoute({
  method: "post",
  path: "/ratings",
  tags,
  summary: "Rate the other side of one of the viewer's matches, once its start date has passed",
  description:
    "A student rates the company (signed: show the student's name; anonymous otherwise), a company rates the " +
    "student (signed is ignored). categories must be exactly the direction's (400 on categories.<key> for " +
    "each missing or foreign one). It stays hidden from the rated side until they rate too or 14 days pass.",
  request: body(ratingCreateSchema, "The match and the rating"),
  responses: {
    201: jsonContent(ratingSchema, "The rating"),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errorContent("No such match of the viewer"),
    409: errorContent(
      "match-not-started (no start date, or still to come), match-ended-before-start, or already-rated (one per side)",
    ),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/ratings/{id}",
  tags,
  summary: "A rating: to its author always; to anyone else once revealed, as the rules of the list allow",
  request: { params: ratingParams },
  responses: { 200: ratingOk, 401: errors[401], 403: errors[403], 404: errors[404] },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/ratings/{id}",
  tags,
  summary: "Change the viewer's own rating while it is still hidden from the rated side",
  request: { params: ratingParams, ...body(ratingPatchSchema, "Only the changed fields") },
  responses: {
    200: ratingOk,
    400: errors[400],
    401: errors[401],
    403: errorContent("Not its author"),
    404: errors[404],
    409: errorContent("rating-frozen: revealed, so no longer changed"),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/ratings/{id}",
  tags,
  summary: "Delete the viewer's own rating while it is still hidden from the rated side",
  request: { params: ratingParams },
  responses: {
    204: { description: "Deleted" },
    401: errors[401],
    403: errorContent("Not its author"),
    404: errors[404],
    409: errorContent("rating-frozen: revealed, so no longer deleted"),
  },
});

const putResponseRoute = createRoute({
  method: "put",
  path: "/ratings/{id}/response",
  tags,
  summary: "The rated company's one public response to a student's rating of it (written or changed)",
  description: "The first response tells the rating's author.",
  request: { params: ratingParams, ...body(ratingResponseWriteSchema, "The response") },
  responses: {
    200: ratingOk,
    400: errors[400],
    401: errors[401],
    403: errorContent("Not the company the rating is about"),
    404: errors[404],
    409: errorContent("rating-hidden: an operator hid the rating"),
  },
});

const deleteResponseRoute = createRoute({
  method: "delete",
  path: "/ratings/{id}/response",
  tags,
  summary: "The rated company deletes its response (the rating's author cannot)",
  request: { params: ratingParams },
  responses: {
    204: { description: "Deleted" },
    401: errors[401],
    403: errorContent("Not the company the rating is about (its author included)"),
    404: errorContent("No such rating the viewer can read, or it has no response"),
  },
});

const reportRoute = createRoute({
  method: "post",
  path: "/ratings/{id}/reports",
  tags,
  summary: "Report a rating the viewer can read (not their own), once; it stays visible, flagged, until reviewed",
  request: { params: ratingParams, ...body(ratingReportCreateSchema, "The reason and optional details") },
  responses: {
    201: ratingOk,
    400: errors[400],
    401: errors[401],
    403: errorContent("The viewer's own rating"),
    404: errors[404],
    409: errorContent("already-reported"),
  },
});

/**
 * `/api/ratings…`: two-way, blind ratings of matches, their responses and reports (the operators decide those in
 * admin-rating-moderation.routes.ts).
 */
export function ratingsRoutes(deps: Pick<AppDeps, "database" | "clock">) {
  const db = deps.database.db;
  const router = createRouter();
  const now = () => deps.clock.now();

  router.openapi(listRoute, async (c) => {
    const viewer = await requireRatingViewer(c);
    return c.json(await listRatings({ db, viewer, now: now(), query: c.req.valid("query") }), 200);
  });

  router.openapi(rateableRoute, async (c) => {
    const viewer = await requireRatingViewer(c);
    return c.json(await listRateableMatches({ db, viewer, now: now() }), 200);
  });

  router.openapi(createRatingRoute, async (c) => {
    const viewer = await requireRatingViewer(c);
    await assertEmailConfirmed(db, viewer.userId);
    return c.json(await createRating({ db, viewer, input: c.req.valid("json"), now: now() }), 201);
  });

  router.openapi(getRoute, async (c) => {
    const viewer = await requireRatingViewer(c);
    return c.json(await getRating({ db, viewer, ratingId: c.req.valid("param").id, now: now() }), 200);
  });

  router.openapi(patchRoute, async (c) => {
    const viewer = await requireRatingViewer(c);
    await assertEmailConfirmed(db, viewer.userId);
    const ratingId = c.req.valid("param").id;
    return c.json(await updateRating({ db, viewer, ratingId, now: now(), patch: c.req.valid("json") }), 200);
  });

  router.openapi(deleteRoute, async (c) => {
    const viewer = await requireRatingViewer(c);
    await deleteRating({ db, viewer, ratingId: c.req.valid("param").id, now: now() });
    return c.body(null, 204);
  });

  router.openapi(putResponseRoute, async (c) => {
    const viewer = await requireRatingViewer(c);
    await assertEmailConfirmed(db, viewer.userId);
    const ratingId = c.req.valid("param").id;
    return c.json(await writeResponse({ db, viewer, ratingId, now: now(), input: c.req.valid("json") }), 200);
  });

  router.openapi(deleteResponseRoute, async (c) => {
    const viewer = await requireRatingViewer(c);
    await deleteResponse({ db, viewer, ratingId: c.req.valid("param").id, now: now() });
    return c.body(null, 204);
  });

  router.openapi(reportRoute, async (c) => {
    const viewer = await requireRatingViewer(c);
    await assertEmailConfirmed(db, viewer.userId);
    const ratingId = c.req.valid("param").id;
    return c.json(await reportRating({ db, viewer, ratingId, now: now(), input: c.req.valid("json") }), 201);
  });

  return router;
}
