import {
  messageReportDismissSchema,
  moderatedMessageReportListSchema,
  moderatedMessageReportSchema,
} from "@stint/shared/moderation";
import type { AppDeps } from "../../app-deps.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../lib/http/router.ts";
import { currentOperator, operatorRoute } from "../operators/operator-route.ts";
import { dismissMessageReport, listMessageReports } from "./message-reports.ts";

const tags = ["Admin"];
const BASE = "/admin/moderation/messages";
const errors = {
  401: errorContent("Not signed in"),
  403: errorContent("Not an operator, or an operator without the moderation permission"),
};

const listRoute = (db: Db) =>
  operatorRoute(db, "moderation", {
    method: "get",
    path: BASE,
    tags,
    summary: "Operators (moderation): the open reports of messages, newest first, with the messages around them",
    description:
      "At most 200 reports, with total (the count on the queue's tab). Each has the reason and details, the " +
      "reporter's and the sender's names, the message, and up to three messages before and two after it.",
    responses: {
      200: jsonContent(moderatedMessageReportListSchema, "The open reports and how many are open"),
      401: errors[401],
      403: errors[403],
    },
  });

const dismissRoute = (db: Db) =>
  operatorRoute(db, "moderation", {
    method: "post",
    path: `${BASE}/{id}/dismiss`,
    tags,
    summary: "Operators (moderation): a report is dealt with and leaves the queue, with an optional note",
    description: "The note goes to the audit log with the decision. Nobody is told.",
    request: {
      params: idParams("The report"),
      body: { ...jsonContent(messageReportDismissSchema, "An optional note for the audit log"), required: true },
    },
    responses: {
      200: jsonContent(moderatedMessageReportSchema, "The report, decided"),
      400: errorContent("Invalid input, with a message per field"),
      401: errors[401],
      403: errors[403],
      404: errorContent("No such report"),
      409: errorContent("message-report-decided: decided already"),
    },
  });

/** `/api/admin/moderation/messages…`: the reported messages on the operators' moderation queue (issue 37). */
export function adminMessageReportsRoutes(deps: Pick<AppDeps, "database" | "clock">) {
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(listRoute(db), async (c) => {
    return c.json(await listMessageReports(db), 200);
  });

  router.openapi(dismissRoute(db), async (c) => {
    const operator = currentOperator(c);
    const reportId = c.req.valid("param").id;
    const input = c.req.valid("json");
    return c.json(await dismissMessageReport({ db, operator, reportId, input, now: deps.clock.now() }), 200);
  });

  return router;
}
