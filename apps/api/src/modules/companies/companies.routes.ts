import { createRoute, z } from "@hono/zod-openapi";
import { companyProfileSchema } from "@stint/shared/jobs";
import { companySearchQuerySchema, companySearchResultSchema } from "@stint/shared/rounds";
import type { AppDeps } from "../../app-deps.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { readSide } from "../jobs/read-side.ts";
import { requireViewer } from "../../lib/http/viewer.ts";
import { getCompanyProfile } from "./get-company-profile.ts";
import { searchCompanies } from "./search-companies.ts";

const getCompanyRoute = createRoute({
  method: "get",
  path: "/companies/{id}",
  tags: ["Companies"],
  summary: "A company's public profile, its open jobs and counts, its ratings summary and responsiveness",
  description:
    "ratings: students' revealed ratings that no moderator hid (averages null below MIN_RATINGS_FOR_AVERAGE); " +
    "responsiveness: over the applications of the last 365 days.",
  request: {
    params: z.object({
      id: z.string().openapi({ param: { name: "id", in: "path" }, description: "The company's id" }),
    }),
  },
  responses: {
    200: jsonContent(companyProfileSchema, "The company page"),
    401: errorContent("Not signed in"),
    404: errorContent("No such company"),
  },
});

const searchRoute = createRoute({
  method: "get",
  path: "/companies",
  tags: ["Companies"],
  summary: "Companies whose name contains q, by name (at most 20): to invite one to a placement round",
  request: { query: companySearchQuerySchema },
  responses: {
    200: jsonContent(companySearchResultSchema, "The companies"),
    400: errorContent("q missing or too short"),
    401: errorContent("Not signed in"),
  },
});

/** `/api/companies` and `/api/companies/{id}` for any signed-in user. */
export function companiesRoutes(deps: Pick<AppDeps, "database" | "jobReads" | "clock" | "env">) {
  const db = deps.database.db;
  const router = createRouter();
  router.openapi(searchRoute, async (c) => {
    await requireViewer(c);
    return c.json(await searchCompanies({ db, q: c.req.valid("query").q }), 200);
  });
  router.openapi(getCompanyRoute, async (c) => {
    await requireViewer(c);
    return c.json(
      await getCompanyProfile({
        // A public page that may lag a moment: on the read replica when there is one.
        ...readSide(deps, c.var.readFrom),
        companyId: c.req.valid("param").id,
        now: deps.clock.now(),
      }),
      200,
    );
  });
  return router;
}
