import { createRoute } from "@hono/zod-openapi";
import {
  interviewCancelSchema,
  interviewCreateSchema,
  interviewListQuerySchema,
  interviewListSchema,
  interviewOtherTimesSchema,
  interviewPickSchema,
  interviewRescheduleSchema,
  interviewSchema,
} from "@stint/shared/interviews";
import type { AppDeps } from "../../app-deps.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { askOtherTimes, cancelInterview, rescheduleInterview } from "./change-interview.ts";
import { requireInterviewViewer } from "./interview-viewer.ts";
import { listApplicationInterviews, listMyInterviews } from "./list-interviews.ts";
import { pickSlot } from "./pick-slot.ts";
import { proposeInterview } from "./propose-interview.ts";

const tags = ["Interviews"];
const errors = {
  400: errorContent("Invalid input, with a message per field"),
  401: errorContent("Not signed in"),
  403: errorContent(
    "Signed in without an account, or the other side's action (a student proposing, a company picking)",
  ),
  404: errorContent("No such interview, or not one of the viewer's (the job's company and the student only)"),
  409: errorContent("The interview was cancelled, is already scheduled, or its application is no longer open"),
};
const body = <T extends Parameters<typeof jsonContent>[0]>(schema: T, description: string) => ({
  body: { ...jsonContent(schema, description), required: true },
});
const interviewParams = idParams("The interview");
const interviewOk = jsonContent(interviewSchema, "The interview as it is now");
const changeResponses = { 200: interviewOk, ...errors };

const listForApplicationRoute = createRoute({
  method: "get",
  path: "/applications/{id}/interviews",
  tags,
  summary: "An application's interviews, oldest first (its student and the job's company)",
  request: { params: idParams("The application") },
  responses: {
    200: jsonContent(interviewListSchema, "The interviews"),
    401: errors[401],
    403: errors[403],
    404: errorContent("No such application of the viewer's"),
  },
});

const proposeRoute = createRoute({
  method: "post",
  path: "/applications/{id}/interviews",
  tags,
  summary: "The job's company proposes interview times from a shortlisted application (or one at interview)",
  description:
    "1–10 slots, each in the future and 15–480 minutes long, the IANA time zone the interview is held in, and " +
    "where: on site (address) or by video (http(s) link). The student is told and picks one.",
  request: { params: idParams("The application"), ...body(interviewCreateSchema, "The times, zone, place and note") },
  responses: {
    201: jsonContent(interviewSchema, "The proposed interview"),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errorContent("No such application of the viewer's"),
    409: errorContent("The application is not at shortlisted or interview"),
  },
});

const listMineRoute = createRoute({
  method: "get",
  path: "/interviews",
  tags,
  summary: "The viewer's interviews (student or company), soonest first",
  description: "upcoming=true: not cancelled, and their time (or a proposed time) not over.",
  request: { query: interviewListQuerySchema },
  responses: {
    200: jsonContent(interviewListSchema, "The interviews"),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

const pickRoute = createRoute({
  method: "post",
  path: "/interviews/{id}/pick",
  tags,
  summary: "The student picks a proposed time: scheduled, calendar invitations to both, the application at interview",
  request: { params: interviewParams, ...body(interviewPickSchema, "The chosen slot") },
  responses: changeResponses,
});

const otherTimesRoute = createRoute({
  method: "post",
  path: "/interviews/{id}/other-times",
  tags,
  summary: "The student asks for other times (none suit, or a scheduled one no longer does), with a message",
  request: { params: interviewParams, ...body(interviewOtherTimesSchema, "When the student could") },
  responses: changeResponses,
});

const rescheduleRoute = createRoute({
  method: "post",
  path: "/interviews/{id}/reschedule",
  tags,
  summary: "The company proposes new times with a reason",
  description:
    "One time for an interview that was scheduled moves it there (calendars get the same event with a higher " +
    "SEQUENCE); otherwise the student picks again, and a calendar event already sent is cancelled meanwhile.",
  request: { params: interviewParams, ...body(interviewRescheduleSchema, "The reason and the new times") },
  responses: changeResponses,
});

const cancelRoute = createRoute({
  method: "post",
  path: "/interviews/{id}/cancel",
  tags,
  summary: "Either side cancels with a reason; calendars holding the event get its cancellation",
  request: { params: interviewParams, ...body(interviewCancelSchema, "The reason") },
  responses: changeResponses,
});

/** `/api/applications/{id}/interviews`, `/api/interviews…`: proposing, picking, moving and cancelling interviews. */
export function interviewsRoutes(deps: Pick<AppDeps, "database" | "clock">) {
  const { database } = deps;
  const db = database.db;
  const router = createRouter();
  const now = () => deps.clock.now();

  router.openapi(listForApplicationRoute, async (c) => {
    const party = await requireInterviewViewer(c);
    return c.json(await listApplicationInterviews(db, party, c.req.valid("param").id), 200);
  });

  router.openapi(proposeRoute, async (c) => {
    const party = await requireInterviewViewer(c);
    const applicationId = c.req.valid("param").id;
    return c.json(
      await proposeInterview({ database, party, applicationId, input: c.req.valid("json"), now: now() }),
      201,
    );
  });

  router.openapi(listMineRoute, async (c) => {
    const party = await requireInterviewViewer(c);
    const upcoming = c.req.valid("query").upcoming ?? false;
    return c.json(await listMyInterviews({ db, party, upcoming, now: now() }), 200);
  });

  router.openapi(pickRoute, async (c) => {
    const party = await requireInterviewViewer(c);
    const interviewId = c.req.valid("param").id;
    return c.json(
      await pickSlot({ database, party, interviewId, slotId: c.req.valid("json").slotId, now: now() }),
      200,
    );
  });

  router.openapi(otherTimesRoute, async (c) => {
    const party = await requireInterviewViewer(c);
    const interviewId = c.req.valid("param").id;
    return c.json(await askOtherTimes({ database, party, interviewId, input: c.req.valid("json"), now: now() }), 200);
  });

  router.openapi(rescheduleRoute, async (c) => {
    const party = await requireInterviewViewer(c);
    const interviewId = c.req.valid("param").id;
    return c.json(
      await rescheduleInterview({ database, party, interviewId, input: c.req.valid("json"), now: now() }),
      200,
    );
  });

  router.openapi(cancelRoute, async (c) => {
    const party = await requireInterviewViewer(c);
    const interviewId = c.req.valid("param").id;
    return c.json(await cancelInterview({ database, party, interviewId, input: c.req.valid("json"), now: now() }), 200);
  });

  return router;
}
