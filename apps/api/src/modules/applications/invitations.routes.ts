import { createRoute } from "@hono/zod-openapi";
import {
  applicationDetailSchema,
  invitationAcceptSchema,
  invitationCreateSchema,
  invitationDeclineSchema,
  invitationListQuerySchema,
  invitationPageSchema,
  invitationSchema,
  invitationSettingsSchema,
} from "@stint/shared/applications";
import type { AppDeps } from "../../app-deps.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { requireConfirmedRole } from "../../lib/http/confirmed-viewer.ts";
import { requireRole } from "../../lib/http/viewer.ts";
import {
  acceptInvitation,
  createInvitation,
  declineInvitation,
  getInvitation,
  getInvitationSettings,
  listInvitations,
  updateInvitationSettings,
} from "./invitations.ts";
import { requireParty } from "./party.ts";

const tags = ["Invitations"];
const errors = {
  400: errorContent("Invalid input, with a message per field"),
  401: errorContent("Not signed in"),
  403: errorContent(
    "Signed in, but not with the role this needs (or without an account); or, inviting, a company not verified " +
      "yet where UNVERIFIED_COMPANIES=drafts (company-unverified)",
  ),
  404: errorContent("No such invitation, or not yours"),
  409: errorContent("Not allowed in the invitation's present state (the message says why)"),
};
const invitationParams = idParams("The invitation");
const body = <T extends Parameters<typeof jsonContent>[0]>(schema: T, description: string, required = true) => ({
  body: { ...jsonContent(schema, description), required },
});

const listRoute = createRoute({
  method: "get",
  path: "/invitations",
  tags,
  summary: "The signed-in student's invitations, or the signed-in company's (all, or one job's with jobId)",
  request: { query: invitationListQuerySchema },
  responses: {
    200: jsonContent(invitationPageSchema, "One page, newest first, and the total"),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errorContent("jobId names a job that is not the company's"),
  },
});

const createInvitationRoute = createRoute({
  method: "post",
  path: "/invitations",
  tags,
  summary: "Invite a student who is open to offers to apply to one of the company's published jobs",
  request: body(invitationCreateSchema, "The job, the student and a message"),
  responses: {
    201: jsonContent(invitationSchema, "The invitation"),
    400: errors[400],
    401: errors[401],
    403: errorContent("Not a company"),
    404: errorContent("No such job of the company, or no such student visible to it"),
    409: errorContent(
      "The job is not published or its deadline passed; the student is not open to offers, has applied " +
        "already or has an open invitation to the job",
    ),
  },
});

const getSettingsRoute = createRoute({
  method: "get",
  path: "/invitations/settings",
  tags,
  summary: "The signed-in student's invitation setting (deprecated: `openToOffers` on the account)",
  description:
    "Kept for earlier clients: `acceptsInvitations` is the student's one setting `openToOffers` (GET /api/me), " +
    "which decides whether companies find the student, see their primary CV and may invite them.",
  deprecated: true,
  responses: {
    200: jsonContent(invitationSettingsSchema, "Whether the student is open to offers"),
    401: errors[401],
    403: errorContent("Not a student"),
  },
});

const patchSettingsRoute = createRoute({
  method: "patch",
  path: "/invitations/settings",
  tags,
  summary: "Turn open to offers on or off (deprecated: PATCH /api/me/account with `openToOffers`)",
  description:
    "Sets the student's one setting `openToOffers`. Off: companies no longer find the student and get 409 when " +
    "they invite; open invitations stay.",
  deprecated: true,
  request: body(invitationSettingsSchema, "The setting"),
  responses: {
    200: jsonContent(invitationSettingsSchema, "The setting"),
    400: errors[400],
    401: errors[401],
    403: errorContent("Not a student"),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/invitations/{id}",
  tags,
  summary: "An invitation, for the student invited or the company that invited",
  request: { params: invitationParams },
  responses: {
    200: jsonContent(invitationSchema, "The invitation"),
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const acceptRoute = createRoute({
  method: "post",
  path: "/invitations/{id}/accept",
  tags,
  summary: "Accept: apply to the job with a CV (the primary one by default); the student and job are matched",
  request: { params: invitationParams, ...body(invitationAcceptSchema, "An optional CV and note", false) },
  responses: {
    201: jsonContent(applicationDetailSchema, "The application the invitation became"),
    400: errors[400],
    401: errors[401],
    403: errorContent("Not a student"),
    404: errorContent("No such invitation of the student, or the CV is not theirs"),
    409: errorContent("Already answered, the job no longer takes applications, already applied, or no CV"),
  },
});

const declineRoute = createRoute({
  method: "post",
  path: "/invitations/{id}/decline",
  tags,
  summary: "Decline an invitation, with an optional reason",
  request: { params: invitationParams, ...body(invitationDeclineSchema, "An optional reason", false) },
  responses: {
    200: jsonContent(invitationSchema, "The declined invitation"),
    400: errors[400],
    401: errors[401],
    403: errorContent("Not a student"),
    404: errors[404],
    409: errorContent("Already answered"),
  },
});

/** `/api/invitations…`: companies invite students to apply; students accept or decline. */
export function invitationsRoutes(deps: Pick<AppDeps, "database" | "verificationGate">) {
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(listRoute, async (c) => {
    const party = await requireParty(c);
    return c.json(await listInvitations({ db, party, query: c.req.valid("query") }), 200);
  });

  router.openapi(createInvitationRoute, async (c) => {
    const { accountId } = await requireConfirmedRole(c, "company", db);
    // An invitation reaches a student as publishing does: not before verification under UNVERIFIED_COMPANIES=drafts.
    await deps.verificationGate.assertMayReachStudents(db, accountId);
    return c.json(await createInvitation({ db, companyId: accountId, input: c.req.valid("json") }), 201);
  });

  // Before /invitations/{id}, which would otherwise take "settings" for an id.
  router.openapi(getSettingsRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    return c.json(await getInvitationSettings({ db, studentId: accountId }), 200);
  });

  router.openapi(patchSettingsRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    return c.json(await updateInvitationSettings({ db, studentId: accountId, input: c.req.valid("json") }), 200);
  });

  router.openapi(getRoute, async (c) => {
    const party = await requireParty(c);
    return c.json(await getInvitation({ db, party, invitationId: c.req.valid("param").id }), 200);
  });

  router.openapi(acceptRoute, async (c) => {
    // Accepting applies: the same rule as applying.
    const { accountId } = await requireConfirmedRole(c, "student", db);
    const invitationId = c.req.valid("param").id;
    const input = c.req.valid("json") ?? {};
    return c.json(await acceptInvitation({ db, studentId: accountId, invitationId, input }), 201);
  });

  router.openapi(declineRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    const invitationId = c.req.valid("param").id;
    const input = c.req.valid("json") ?? {};
    return c.json(await declineInvitation({ db, studentId: accountId, invitationId, input }), 200);
  });

  return router;
}
