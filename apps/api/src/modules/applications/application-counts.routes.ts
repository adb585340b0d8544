import { createRoute } from "@hono/zod-openapi";
import { applicationCountsQuerySchema, applicationCountsSchema } from "@stint/shared/application-counts";
import type { AppDeps } from "../../app-deps.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { requireRole } from "../../lib/http/viewer.ts";
import { countApplications } from "./application-counts.ts";

const countsRoute = createRoute({
  method: "get",
  path: "/applications/counts",
  tags: ["Applications"],
  summary: "The signed-in company's applications counted per job: per status, overdue, and open invitations",
  description:
    "One entry per job of the company that has applications or open invitations, newest job first; with " +
    "jobId, that job only (all counts 0 when it has none). overdue counts open applications the company has " +
    "not moved for 21 days, as GET /api/applications?overdue=true lists them.",
  request: { query: applicationCountsQuerySchema },
  responses: {
    200: jsonContent(applicationCountsSchema, "The counts per job"),
    400: errorContent("Invalid input, with a message per field"),
    401: errorContent("Not signed in"),
    403: errorContent("Not a company"),
    404: errorContent("jobId names a job that is not the company's"),
  },
});

/**
 * `GET /api/applications/counts`. Mounted before the applications routes, so that `counts` is not taken for
 * an application's id.
 */
export function applicationCountsRoutes(deps: Pick<AppDeps, "database">) {
  const db = deps.database.db;
  const router = createRouter();
  router.openapi(countsRoute, async (c) => {
    const { accountId } = await requireRole(c, "company");
    return c.json(await countApplications({ db, companyId: accountId, query: c.req.valid("query") }), 200);
  });
  return router;
}
