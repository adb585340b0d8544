import { reportedRatingsQuerySchema } from "@stint/shared/moderation";
import { ratingModerationSchema, ratingSchema, ratingsPageSchema } from "@stint/shared/ratings";
import type { AppDeps } from "../../app-deps.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../lib/http/router.ts";
import { currentOperator, operatorRoute } from "../operators/operator-route.ts";
import { getRating } from "./get-rating.ts";
import { asRatingModerator, moderateRating } from "./moderate-rating.ts";
import { listReportedRatings } from "./reported-ratings.ts";

const tags = ["Admin"];
const BASE = "/admin/moderation/ratings";
const errors = {
  400: errorContent("Invalid input, with a message per field"),
  401: errorContent("Not signed in"),
  403: errorContent("Not an operator, or an operator without the moderation permission"),
  404: errorContent("No such rating, or not revealed yet (only its author reads it then)"),
};
const ratingParams = idParams("The rating");

const listRoute = (db: Db) =>
  operatorRoute(db, "moderation", {
    method: "get",
    path: BASE,
    tags,
    summary: "Operators (moderation): the ratings with open reports, newest first, with their reports",
    description:
      "Cursor pages with the total (the count on the queue's tab). Each rating carries its open reports (reason, " +
      "details, when; never who) and, hidden or not, its title and text.",
    request: { query: reportedRatingsQuerySchema },
    responses: {
      200: jsonContent(ratingsPageSchema, "One page and the total"),
      400: errors[400],
      401: errors[401],
      403: errors[403],
    },
  });

const getRoute = (db: Db) =>
  operatorRoute(db, "moderation", {
    method: "get",
    path: `${BASE}/{id}`,
    tags,
    summary: "Operators (moderation): one revealed rating with its open reports, to decide it",
    request: { params: ratingParams },
    responses: {
      200: jsonContent(ratingSchema, "The rating with its open reports and its words"),
      401: errors[401],
      403: errors[403],
      404: errors[404],
    },
  });

const decideRoute = (db: Db) =>
  operatorRoute(db, "moderation", {
    method: "post",
    path: `${BASE}/{id}`,
    tags,
    summary: "Operators (moderation): keep a rating (reports dismissed, shown again if hidden) or hide it",
    description:
      "hide needs a reason, shown publicly on the rating; keep takes an optional one. Either is written to the " +
      "audit log with the reason, and marks the open reports reviewed. A hidden rating stays listed with its " +
      "reason, its title and text blanked for anyone but its author, out of the company's averages.",
    request: {
      params: ratingParams,
      body: { ...jsonContent(ratingModerationSchema, "keep, or hide with a reason"), required: true },
    },
    responses: {
      200: jsonContent(ratingSchema, "The rating as decided"),
      400: errors[400],
      401: errors[401],
      403: errors[403],
      404: errors[404],
    },
  });

/** `/api/admin/moderation/ratings…`: the reported ratings on the operators' moderation queue (issue 37). */
export function adminRatingModerationRoutes(deps: Pick<AppDeps, "database" | "clock">) {
  const db = deps.database.db;
  const router = createRouter();
  const now = () => deps.clock.now();

  router.openapi(listRoute(db), async (c) => {
    const moderator = asRatingModerator(currentOperator(c));
    return c.json(await listReportedRatings({ db, moderator, now: now(), query: c.req.valid("query") }), 200);
  });

  router.openapi(getRoute(db), async (c) => {
    const viewer = asRatingModerator(currentOperator(c));
    return c.json(await getRating({ db, viewer, ratingId: c.req.valid("param").id, now: now() }), 200);
  });

  router.openapi(decideRoute(db), async (c) => {
    const operator = currentOperator(c);
    const ratingId = c.req.valid("param").id;
    return c.json(await moderateRating({ db, operator, ratingId, now: now(), decision: c.req.valid("json") }), 200);
  });

  return router;
}
