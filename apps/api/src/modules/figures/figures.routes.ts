import { z } from "@hono/zod-openapi";
import {
  type FiguresQuery,
  figuresQuerySchema,
  figuresRangeProblem,
  figuresSchema,
  monthFromIndex,
  monthIndex,
} from "@stint/shared/figures";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { badRequest } from "../../lib/errors.ts";
import { writeAudit } from "../operators/audit-log.ts";
import { currentOperator, operatorRoute } from "../operators/operator-route.ts";
import { figuresCsv } from "./figures-csv.ts";
import { placementFigures } from "./placement-figures.ts";

const tags = ["Admin"];
const errors = {
  400: errorContent("Invalid parameters (a month not YYYY-MM, a range backwards or over 36 months), per field"),
  401: errorContent("Not signed in"),
  403: errorContent("Not an operator, or one without the figures permission"),
};
const description =
  "Per month, the applications made in it and what became of them: answered (any move of the company), " +
  "offered, hired (an accepted offer), the median days to the first answer and the distinct students. A cell " +
  "of fewer than 5 students is hidden (null, `suppressed: fewStudents`), and so is a second one where the " +
  "month's total would give the first away (`complementary`).";

const figuresRoute = (db: Db) =>
  operatorRoute(db, "figures", {
    method: "get",
    path: "/admin/figures",
    tags,
    summary: "Placement figures over time, in aggregate, optionally by field of study, degree or job type",
    description,
    request: { query: figuresQuerySchema },
    responses: {
      200: jsonContent(figuresSchema, "The months, the groups and one cell per month and group"),
      ...errors,
    },
  });

const figuresCsvRoute = (db: Db) =>
  operatorRoute(db, "figures", {
    method: "get",
    path: "/admin/figures.csv",
    tags,
    summary: "The same figures as a CSV download (the download is written to the audit log)",
    description: `${description} RFC 4180, a header row; a hidden cell's numbers are empty.`,
    request: { query: figuresQuerySchema },
    responses: {
      200: { description: "The CSV file, as an attachment", content: { "text/csv": { schema: z.string() } } },
      ...errors,
    },
  });

/** The range asked for, or the twelve months up to this one; a `from` alone is checked against this month. */
function range(query: FiguresQuery, now: Date) {
  const to = query.to ?? now.toISOString().slice(0, 7);
  const from = query.from ?? monthFromIndex(monthIndex(to) - 11);
  const problem = figuresRangeProblem(from, to);
  if (problem) throw badRequest("Some fields need your attention.", { from: problem });
  return { from, to };
}

/** `/api/admin/figures` and its CSV (issue 37), for operators with the `figures` permission. */
export function figuresRoutes(deps: Pick<AppDeps, "database" | "clock">) {
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(figuresRoute(db), async (c) => {
    const query = c.req.valid("query");
    const { from, to } = range(query, deps.clock.now());
    return c.json(await placementFigures({ db, from, to, by: query.by }), 200);
  });

  router.openapi(figuresCsvRoute(db), async (c) => {
    const operator = currentOperator(c);
    const query = c.req.valid("query");
    const { from, to } = range(query, deps.clock.now());
    // The figures and the audit line in one transaction: no download goes out unrecorded.
    const csv = await db.transaction(async (tx) => {
      const figures = await placementFigures({ db: tx, from, to, by: query.by });
      await writeAudit(tx, {
        actor: operator,
        action: "figures.export",
        subjectType: "figures",
        subjectLabel: `${from}..${to} by ${query.by}`,
        details: { from, to, by: query.by },
      });
      return figuresCsv(figures);
    });
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="stint-figures-${from}-${to}-${query.by}.csv"`,
    });
  });

  return router;
}
