import { createRoute } from "@hono/zod-openapi";
import { matchDetailSchema, matchListQuerySchema, matchPageSchema, matchPatchSchema } from "@stint/shared/applications";
import type { AppDeps } from "../../app-deps.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { getMatch, listMatches, updateMatch } from "./matches.ts";
import { requireParty } from "./party.ts";

const tags = ["Matches"];
const matchParams = idParams("The match");

const listRoute = createRoute({
  method: "get",
  path: "/matches",
  tags,
  summary: "The signed-in student's or company's matches (a company's: all, or one job's with jobId)",
  description:
    "Newest first, in cursor pages with the total; active=true leaves out ended matches, false keeps only them.",
  request: { query: matchListQuerySchema },
  responses: {
    200: jsonContent(matchPageSchema, "One page and the total"),
    400: errorContent("Invalid input, with a message per field"),
    401: errorContent("Not signed in"),
    403: errorContent("Signed in without an account"),
    404: errorContent("jobId names a job that is not the company's"),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/matches/{id}",
  tags,
  summary: "A match with both sides' contact details (while it has not ended)",
  request: { params: matchParams },
  responses: {
    200: jsonContent(matchDetailSchema, "The match"),
    401: errorContent("Not signed in"),
    403: errorContent("Signed in without an account"),
    404: errorContent("No such match, or not yours"),
  },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/matches/{id}",
  tags,
  summary: "Set the start date of a match (its company only; it starts as the job's start date)",
  request: {
    params: matchParams,
    body: { ...jsonContent(matchPatchSchema, "The start date, or null"), required: true },
  },
  responses: {
    200: jsonContent(matchDetailSchema, "The match"),
    400: errorContent("Invalid input, with a message per field"),
    401: errorContent("Not signed in"),
    403: errorContent("The student of the match (only the company sets the date)"),
    404: errorContent("No such match, or not yours"),
    409: errorContent("The match has ended"),
  },
});

/** `/api/matches…`: students and jobs matched by a shortlisting or an accepted invitation. */
export function matchesRoutes(deps: Pick<AppDeps, "database">) {
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(listRoute, async (c) => {
    const party = await requireParty(c);
    return c.json(await listMatches({ db, party, query: c.req.valid("query") }), 200);
  });

  router.openapi(getRoute, async (c) => {
    const party = await requireParty(c);
    return c.json(await getMatch({ db, party, matchId: c.req.valid("param").id }), 200);
  });

  router.openapi(patchRoute, async (c) => {
    const party = await requireParty(c);
    const matchId = c.req.valid("param").id;
    return c.json(await updateMatch({ db, party, matchId, patch: c.req.valid("json") }), 200);
  });

  return router;
}
