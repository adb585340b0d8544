import { eq } from "drizzle-orm";
import { students, users } from "../db/schema/index.ts";
import { readOutbox } from "../lib/mail/read-outbox.ts";
import { alertUnsubscribeUrl } from "../modules/job-alerts/alert-unsubscribe-token.ts";
import { unsubscribeToken } from "../modules/notifications/unsubscribe-token.ts";
import {
  applied,
  company,
  type Company,
  job,
  moved,
  offerTerms,
  student,
  type Student,
} from "./application-fixtures.ts";
import { fullCv } from "./cv-fixtures.ts";
import { newOperator } from "./operator-fixtures.ts";
import { SAMPLE_CV_LINES, textPdf } from "./cv-import-pdfs.ts";
import { openLiveStream } from "./live-stream.ts";
import { pdfBytes, uploaded } from "./files.ts";
import { companyRates, matchedPair, ratingBody, studentRates } from "./rating-fixtures.ts";
import { proposalBody, proposed, scheduled, shortlistedPair } from "./interview-fixtures.ts";
import { createRound, ok, programme, type Programme } from "./round-fixtures.ts";
import { GOOD_PASSWORD, newStudent, type TestApp, type TestClient, uniqueEmail } from "./test-app.ts";

// One real call of every operation of the OpenAPI document, for openapi-responses.test.ts, which validates
// each answer against the document. Each call makes what it changes or deletes itself; what it only reads
// comes from one world of records made once per app.

export type Answer = Awaited<ReturnType<TestClient["request"]>>;

/** Records most calls read: made once per app, on first use. */
export type World = {
  app: TestApp;
  company: Company;
  student: Student;
  jobId: string;
  applicationId: string;
  fileId: string;
};

/** A call of one operation ("method /path", as in the document), answering what the server answered. */
export type Call = (world: World) => Promise<Answer>;

const worlds = new WeakMap<TestApp, Promise<World>>();

export function worldOf(app: TestApp): Promise<World> {
  let world = worlds.get(app);
  if (!world) {
    world = makeWorld(app);
    worlds.set(app, world);
  }
  return world;
}

async function makeWorld(app: TestApp): Promise<World> {
  const owner = await company(app, "Schema Robotics");
  const applicant = await student(app, { university: "ETH Zürich" });
  const jobId = await job(owner);
  const application = await applied(applicant, jobId, { note: "I would like to join." });
  const file = await uploaded(applicant.client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes() });
  return { app, company: owner, student: applicant, jobId, applicationId: application.id, fileId: file.id };
}

const conversations = new WeakMap<World, Promise<{ id: string; messageId: string }>>();

/** The world's company has written to its applicant: their conversation and its first message. */
function conversationOf(w: World): Promise<{ id: string; messageId: string }> {
  let conversation = conversations.get(w);
  if (!conversation) {
    conversation = w.company.client
      .post("/api/conversations", { studentId: w.student.id, body: "Thank you for applying." })
      .then((started) => ({ id: started.json.conversation.id, messageId: started.json.message.id }));
    conversations.set(w, conversation);
  }
  return conversation;
}

/** An operator with the moderation permission: the one who decides reported ratings and messages. */
const moderator = (w: World) => newOperator(w.app, ["moderation"]);

/** The token of the newest link to `path` mailed to `to`. */
async function mailedToken(app: TestApp, to: string, path: string): Promise<string> {
  await app.deps.outbox.drain();
  const message = (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(to)).at(-1);
  const link = message?.links.find((href) => href.includes(`${path}?token=`));
  if (!link) throw new Error(`no ${path} link mailed to ${to}`);
  return new URL(link).searchParams.get("token")!;
}

async function resetToken(app: TestApp, email: string) {
  await app.client().post("/api/auth/request-password-reset", { email });
  return mailedToken(app, email, "/reset-password");
}

async function invitation(world: World) {
  const invited = await student(world.app);
  const response = await world.company.client.post("/api/invitations", {
    jobId: world.jobId,
    studentId: invited.id,
    message: "Your CV fits our robotics team well.",
  });
  if (response.status !== 201) throw new Error(`invite: ${response.status} ${response.text}`);
  return { invited, id: response.json.id as string };
}

/** A new applicant to the world's job whose application carries an open offer. */
async function offered(world: World) {
  const applicant = await student(world.app);
  const { id } = await applied(applicant, world.jobId);
  await moved(world.company, id, { status: "interview" });
  await moved(world.company, id, { status: "offer", offer: offerTerms() });
  return { applicant, id };
}

/** A new student who signed up beyond their address's budget and so must confirm their email. */
async function mustConfirm(world: World) {
  const signedUp = await newStudent(world.app);
  await world.app.deps.database.db.update(users).set({ mustConfirmEmail: true }).where(eq(users.id, signedUp.id));
  return signedUp;
}

/** The world's student turning off the mail of status changes, as a notification mail's link does. */
/** A new alert of the world's student, by id. */
async function newAlert(w: World): Promise<string> {
  const made = await w.student.client.post("/api/job-alerts", { name: "Schema alert", frequency: "daily", search: {} });
  return made.json.id as string;
}

/** The one-click unsubscribe path (with its token) of a new alert. */
async function alertUnsubscribePath(w: World): Promise<string> {
  const url = new URL(alertUnsubscribeUrl(w.app.deps.env.baseUrl, w.app.deps.env.authSecret, await newAlert(w)));
  return url.pathname + url.search;
}

const unsubscribeClaim = (world: World) => ({ userId: world.student.id, kind: "application.status" as const });

async function savedFilter(world: World) {
  const response = await world.company.client.post("/api/saved-filters", {
    name: `Robotics ${uniqueEmail()}`,
    jobId: world.jobId,
    filter: { skills: ["typescript"] },
  });
  if (response.status !== 201) throw new Error(`saved filter: ${response.status} ${response.text}`);
  return response.json.id as string;
}

const revealedRating = async (world: World) => {
  const pair = await matchedPair(world.app);
  const rating = await studentRates(pair);
  await companyRates(pair);
  return { pair, id: rating.id };
};

/** A programme (two companies, their jobs, one shortlisted student) opened for ranking, both sides ranked. */
async function rankedRound(world: World): Promise<Programme> {
  const p = await programme(world.app, 1);
  await ok(await p.a.client.post(`/api/rounds/${p.roundId}/open`));
  await ok(await p.students[0]!.client.put(`/api/rounds/${p.roundId}/ranking`, { jobIds: [p.jobA, p.jobB] }));
  const applicationIds = [p.applications[0]![p.jobA]];
  await ok(await p.a.client.put(`/api/rounds/${p.roundId}/jobs/${p.jobA}/ranking`, { applicationIds }));
  return p;
}

async function proposedPlace(world: World) {
  const p = await rankedRound(world);
  await ok(await p.a.client.post(`/api/rounds/${p.roundId}/run`));
  const round = await ok(await p.students[0]!.client.get(`/api/rounds/${p.roundId}`));
  return { p, placeId: round.student.outcome.place.id as string };
}

export const CALLS: Record<string, Call> = {
  "get /health": (w) => w.app.client().get("/api/health"),
  "get /health/live": (w) => w.app.client().get("/api/health/live"),
  // The test app starts no index in the background: they load on first use, here.
  "get /health/ready": async (w) => {
    await w.app.deps.matchingIndex.current();
    return w.app.client().get("/api/health/ready");
  },
  "get /config": (w) => w.app.client().get("/api/config"),
  "get /auth/reset-password-link": async (w) => {
    const token = await resetToken(w.app, w.student.email);
    return w.app.client().get(`/api/auth/reset-password-link?token=${encodeURIComponent(token)}`);
  },
  "post /auth/sign-in/email": (w) =>
    w.app.client().post("/api/auth/sign-in/email", { email: w.student.email, password: GOOD_PASSWORD }),
  // Always a redirect; without a university (OIDC_PROVIDERS) to the sign-in screen with the reason.
  "get /auth/callback/{id}": (w) => w.app.client().get("/api/auth/callback/nowhere?code=x&state=y"),
  "post /auth/sign-out": async (w) => (await newStudent(w.app)).client.post("/api/auth/sign-out", {}),
  "get /auth/get-session": (w) => w.student.client.get("/api/auth/get-session"),
  "post /auth/request-password-reset": (w) =>
    w.app.client().post("/api/auth/request-password-reset", { email: w.student.email }),
  "post /auth/reset-password": async (w) => {
    const { email } = await newStudent(w.app);
    const token = await resetToken(w.app, email);
    return w.app.client().post("/api/auth/reset-password", { token, newPassword: "a brand new passphrase" });
  },
  "get /places": (w) => w.app.client().get("/api/places?q=Zur"),
  "get /places/around": (w) => w.app.client().get("/api/places/around?south=47&west=8&north=48&east=9"),
  "get /skills": (w) => w.app.client().get("/api/skills?q=type"),
  "post /sign-up/student": (w) =>
    w.app.client().post("/api/sign-up/student", { email: uniqueEmail(), password: GOOD_PASSWORD, name: "Ada" }),
  "post /sign-up/company": (w) =>
    w.app.client().post("/api/sign-up/company", { email: uniqueEmail(), password: GOOD_PASSWORD, name: "Ada AG" }),
  "get /me": (w) => w.student.client.get("/api/me"),
  "delete /me": async (w) => (await newStudent(w.app)).client.delete("/api/me", { password: GOOD_PASSWORD }),
  "patch /me/account": (w) => w.student.client.patch("/api/me/account", { bio: "Robotics and coffee." }),
  "post /me/account": async (w) => {
    const { client, id } = await newStudent(w.app);
    await w.app.deps.database.db.delete(students).where(eq(students.id, id));
    return client.post("/api/me/account", { role: "student", name: "Late Student" });
  },
  "get /me/export": (w) => w.student.client.get("/api/me/export"),
  "get /me/sign-in-methods": (w) => w.student.client.get("/api/me/sign-in-methods"),
  "get /admin/accounts": async (w) => (await newOperator(w.app, ["accounts"])).client.get("/api/admin/accounts"),
  "post /admin/accounts/{userId}/suspension": async (w) => {
    const { id } = await newStudent(w.app);
    const operator = await newOperator(w.app, ["accounts"]);
    return operator.client.post(`/api/admin/accounts/${id}/suspension`, { reason: "Spam" });
  },
  "delete /admin/accounts/{userId}/suspension": async (w) => {
    const { id } = await newStudent(w.app);
    const operator = await newOperator(w.app, ["accounts"]);
    await operator.client.post(`/api/admin/accounts/${id}/suspension`, { reason: "Spam" });
    return operator.client.delete(`/api/admin/accounts/${id}/suspension`);
  },
  "post /me/email-change": async (w) =>
    (await newStudent(w.app)).client.post("/api/me/email-change", {
      newEmail: uniqueEmail(),
      currentPassword: GOOD_PASSWORD,
    }),
  "get /me/email-change": async (w) => {
    const { client } = await newStudent(w.app);
    await client.post("/api/me/email-change", { newEmail: uniqueEmail(), currentPassword: GOOD_PASSWORD });
    return client.get("/api/me/email-change");
  },
  "delete /me/email-change": async (w) => {
    const { client } = await newStudent(w.app);
    await client.post("/api/me/email-change", { newEmail: uniqueEmail(), currentPassword: GOOD_PASSWORD });
    return client.delete("/api/me/email-change");
  },
  "post /email-change/confirm": async (w) => {
    const { client } = await newStudent(w.app);
    const newEmail = uniqueEmail();
    await client.post("/api/me/email-change", { newEmail, currentPassword: GOOD_PASSWORD });
    const token = await mailedToken(w.app, newEmail, "/confirm-email");
    return w.app.client().post("/api/email-change/confirm", { token });
  },
  "post /me/password": async (w) =>
    (await newStudent(w.app)).client.post("/api/me/password", {
      currentPassword: GOOD_PASSWORD,
      newPassword: "another good passphrase",
    }),
  "get /me/sessions": (w) => w.student.client.get("/api/me/sessions"),
  "get /me/language": (w) => w.student.client.get("/api/me/language"),
  "put /me/language": (w) => w.company.client.put("/api/me/language", { language: "de" }),
  "delete /me/sessions/{id}": async (w) => {
    const { client, email } = await newStudent(w.app);
    await w.app.client().post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    const other = (await client.get("/api/me/sessions")).json.items.find((s: { current: boolean }) => !s.current);
    return client.delete(`/api/me/sessions/${other.id}`);
  },
  "post /me/sessions/sign-out-others": (w) => w.student.client.post("/api/me/sessions/sign-out-others"),

  "get /jobs": (w) => w.student.client.get("/api/jobs?q=engineering&type=internship"),
  "post /jobs": (w) =>
    w.company.client.post("/api/jobs", { title: "Draft intern", type: "internship", workMode: "remote" }),
  "get /jobs/mine/summary": (w) => w.company.client.get("/api/jobs/mine/summary"),
  "get /jobs/{id}": (w) => w.student.client.get(`/api/jobs/${w.jobId}`),
  "patch /jobs/{id}": async (w) =>
    w.company.client.patch(`/api/jobs/${await job(w.company)}`, { title: "Senior intern" }),
  "delete /jobs/{id}": async (w) => w.company.client.delete(`/api/jobs/${await job(w.company, { publish: false })}`),
  "post /jobs/{id}/publish": async (w) =>
    w.company.client.post(`/api/jobs/${await job(w.company, { publish: false })}/publish`),
  "post /jobs/{id}/close": async (w) => w.company.client.post(`/api/jobs/${await job(w.company)}/close`),
  "post /jobs/{id}/reopen": async (w) => {
    const id = await job(w.company);
    await w.company.client.post(`/api/jobs/${id}/close`);
    return w.company.client.post(`/api/jobs/${id}/reopen`);
  },
  "get /companies": (w) => w.student.client.get("/api/companies?q=Schema"),
  "get /companies/{id}": (w) => w.student.client.get(`/api/companies/${w.company.id}`),
  "get /admin/companies": async (w) =>
    (await newOperator(w.app, ["companies"])).client.get("/api/admin/companies?status=all&q=Schema"),
  "post /admin/companies/{id}/verification": async (w) => {
    const olga = await newOperator(w.app, ["companies"]);
    const decided = await company(w.app, "Verified Schema Works");
    return olga.client.post(`/api/admin/companies/${decided.id}/verification`, { decision: "verify" });
  },
  "get /me/verification": (w) => w.company.client.get("/api/me/verification"),
  "post /me/verification": async (w) => {
    const olga = await newOperator(w.app, ["companies"]);
    const asking = await company(w.app, "Asking Schema Works");
    await olga.client.post(`/api/admin/companies/${asking.id}/verification`, { decision: "refuse", reason: "Who?" });
    await asking.client.patch("/api/me/account", { description: "We build schemas." });
    return asking.client.post("/api/me/verification");
  },

  "post /files": (w) =>
    w.student.client.request("POST", "/api/files", {
      form: (() => {
        const form = new FormData();
        form.append("purpose", "cv");
        form.append("file", new Blob([pdfBytes()], { type: "application/pdf" }), "cv.pdf");
        return form;
      })(),
    }),
  "get /files": (w) => w.student.client.get("/api/files"),
  "get /files/{id}": (w) => w.student.client.get(`/api/files/${w.fileId}`),
  "delete /files/{id}": async (w) => {
    const file = await uploaded(w.student.client, { purpose: "cv", name: "old.pdf", bytes: pdfBytes() });
    return w.student.client.delete(`/api/files/${file.id}`);
  },
  "get /files/{id}/content": async (w) => {
    const redirect = await w.student.client.get(`/api/files/${w.fileId}`);
    return w.student.client.get(redirect.headers.get("location")!);
  },

  "get /cvs": (w) => w.student.client.get("/api/cvs"),
  "post /cvs": (w) => w.student.client.post("/api/cvs", fullCv({ title: "Second CV" })),
  "get /cvs/{id}": (w) => w.student.client.get(`/api/cvs/${w.student.cvId}`),
  "patch /cvs/{id}": (w) => w.student.client.patch(`/api/cvs/${w.student.cvId}`, { summary: "Robotics student." }),
  "delete /cvs/{id}": async (w) => {
    const created = await w.student.client.post("/api/cvs", fullCv({ title: "Spare CV" }));
    return w.student.client.delete(`/api/cvs/${created.json.id}`);
  },

  "get /matching/jobs": (w) => w.student.client.get(`/api/matching/jobs?cvId=${w.student.cvId}`),
  "get /matching/score": (w) => w.student.client.get(`/api/matching/score?cvId=${w.student.cvId}&jobId=${w.jobId}`),
  "get /matching/candidates": (w) => w.company.client.get(`/api/matching/candidates?jobId=${w.jobId}`),

  "get /applications/counts": (w) => w.company.client.get(`/api/applications/counts?jobId=${w.jobId}`),
  "get /applications": (w) => w.company.client.get(`/api/applications?jobId=${w.jobId}`),
  "post /applications": async (w) => w.student.client.post("/api/applications", { jobId: await job(w.company) }),
  "post /applications/reject-open": async (w) => {
    const jobId = await job(w.company);
    await applied(await student(w.app), jobId);
    return w.company.client.post("/api/applications/reject-open", { jobId, reasonCode: "position-filled" });
  },
  "get /applications/{id}": (w) => w.student.client.get(`/api/applications/${w.applicationId}`),
  "post /applications/{id}/status": async (w) => {
    const application = await applied(await student(w.app), w.jobId);
    return w.company.client.post(`/api/applications/${application.id}/status`, { status: "reviewed" });
  },
  "post /applications/{id}/withdraw": async (w) => {
    const applicant = await student(w.app);
    const application = await applied(applicant, w.jobId);
    return applicant.client.post(`/api/applications/${application.id}/withdraw`, { reason: "Found another place." });
  },

  "get /invitations": async (w) => {
    await invitation(w);
    return w.company.client.get(`/api/invitations?jobId=${w.jobId}`);
  },
  "post /invitations": async (w) =>
    w.company.client.post("/api/invitations", {
      jobId: w.jobId,
      studentId: (await student(w.app)).id,
      message: "Your CV fits our robotics team well.",
    }),
  "get /invitations/settings": (w) => w.student.client.get("/api/invitations/settings"),
  "patch /invitations/settings": (w) =>
    w.student.client.patch("/api/invitations/settings", { acceptsInvitations: true }),
  "get /invitations/{id}": async (w) => {
    const { invited, id } = await invitation(w);
    return invited.client.get(`/api/invitations/${id}`);
  },
  "post /invitations/{id}/accept": async (w) => {
    const { invited, id } = await invitation(w);
    return invited.client.post(`/api/invitations/${id}/accept`, { note: "Gladly." });
  },
  "post /invitations/{id}/decline": async (w) => {
    const { invited, id } = await invitation(w);
    return invited.client.post(`/api/invitations/${id}/decline`, { reason: "Not this year." });
  },

  "get /matches": async (w) => (await matchedPair(w.app)).company.client.get("/api/matches"),
  "get /matches/{id}": async (w) => {
    const pair = await matchedPair(w.app);
    return pair.student.client.get(`/api/matches/${pair.matchId}`);
  },
  "patch /matches/{id}": async (w) => {
    const pair = await matchedPair(w.app, { startDate: null });
    return pair.company.client.patch(`/api/matches/${pair.matchId}`, { startDate: "2027-03-01" });
  },

  "get /notifications": (w) => w.company.client.get("/api/notifications"),
  "get /notifications/unread-count": (w) => w.company.client.get("/api/notifications/unread-count"),
  // The stream stays open: its status and headers once it has opened, then the client goes.
  "get /live": async (w) => {
    const stream = await openLiveStream((url, init) => w.app.app.request(url, init), {
      cookie: w.student.client.cookieHeader,
    });
    await stream.opened();
    await stream.close();
    return { status: stream.status, headers: stream.headers, json: undefined, text: "", bytes: new Uint8Array() };
  },
  "post /notifications/read-all": async (w) => {
    const owner = await company(w.app);
    await applied(await student(w.app), await job(owner));
    return owner.client.post("/api/notifications/read-all");
  },
  "get /notifications/settings": (w) => w.student.client.get("/api/notifications/settings"),
  "patch /notifications/settings": (w) =>
    w.student.client.patch("/api/notifications/settings", { mail: { "application.status": false } }),
  "post /notifications/{id}/read": async (w) => {
    const owner = await company(w.app);
    await applied(await student(w.app), await job(owner));
    const [first] = (await owner.client.get("/api/notifications")).json.items;
    return owner.client.post(`/api/notifications/${first.id}/read`);
  },

  "get /saved-filters": async (w) => {
    await savedFilter(w);
    return w.company.client.get("/api/saved-filters");
  },
  "post /saved-filters": (w) =>
    w.company.client.post("/api/saved-filters", { name: `Any ${uniqueEmail()}`, filter: { university: "ETH" } }),
  "patch /saved-filters/{id}": async (w) =>
    w.company.client.patch(`/api/saved-filters/${await savedFilter(w)}`, { name: `Renamed ${uniqueEmail()}` }),
  "delete /saved-filters/{id}": async (w) => w.company.client.delete(`/api/saved-filters/${await savedFilter(w)}`),
  "get /saved-jobs": async (w) => {
    await w.student.client.put(`/api/saved-jobs/${w.jobId}`);
    return w.student.client.get("/api/saved-jobs");
  },
  "put /saved-jobs/{jobId}": (w) => w.student.client.put(`/api/saved-jobs/${w.jobId}`),
  "delete /saved-jobs/{jobId}": async (w) => w.student.client.delete(`/api/saved-jobs/${await job(w.company)}`),
  "get /jobs/{id}/similar": (w) => w.student.client.get(`/api/jobs/${w.jobId}/similar`),

  "get /ratings": async (w) => {
    const { pair } = await revealedRating(w);
    return pair.student.client.get(`/api/ratings?companyId=${pair.company.id}`);
  },
  "post /ratings": async (w) => {
    const pair = await matchedPair(w.app);
    return pair.student.client.post("/api/ratings", ratingBody("student-to-company", pair.matchId));
  },
  "get /ratings/rateable": async (w) => (await matchedPair(w.app)).student.client.get("/api/ratings/rateable"),
  "get /ratings/{id}": async (w) => {
    const { pair, id } = await revealedRating(w);
    return pair.company.client.get(`/api/ratings/${id}`);
  },
  "patch /ratings/{id}": async (w) => {
    const pair = await matchedPair(w.app);
    const rating = await studentRates(pair);
    return pair.student.client.patch(`/api/ratings/${rating.id}`, { overall: 5 });
  },
  "delete /ratings/{id}": async (w) => {
    const pair = await matchedPair(w.app);
    const rating = await studentRates(pair);
    return pair.student.client.delete(`/api/ratings/${rating.id}`);
  },
  "put /ratings/{id}/response": async (w) => {
    const { pair, id } = await revealedRating(w);
    return pair.company.client.put(`/api/ratings/${id}/response`, { text: "Thank you, come back any time." });
  },
  "delete /ratings/{id}/response": async (w) => {
    const { pair, id } = await revealedRating(w);
    await pair.company.client.put(`/api/ratings/${id}/response`, { text: "Thank you." });
    return pair.company.client.delete(`/api/ratings/${id}/response`);
  },
  "post /ratings/{id}/reports": async (w) => {
    const { id } = await revealedRating(w);
    return w.student.client.post(`/api/ratings/${id}/reports`, { reason: "spam", details: "An advert." });
  },
  "get /admin/moderation/ratings": async (w) => {
    const { pair, id } = await revealedRating(w);
    await pair.company.client.post(`/api/ratings/${id}/reports`, { reason: "offensive" });
    return (await moderator(w)).client.get("/api/admin/moderation/ratings?limit=5");
  },
  "get /admin/moderation/ratings/{id}": async (w) => {
    const { pair, id } = await revealedRating(w);
    await pair.company.client.post(`/api/ratings/${id}/reports`, { reason: "offensive" });
    return (await moderator(w)).client.get(`/api/admin/moderation/ratings/${id}`);
  },
  "post /admin/moderation/ratings/{id}": async (w) => {
    const { pair, id } = await revealedRating(w);
    await pair.company.client.post(`/api/ratings/${id}/reports`, { reason: "offensive" });
    return (await moderator(w)).client.post(`/api/admin/moderation/ratings/${id}`, { action: "keep" });
  },

  "get /conversations": async (w) => {
    await conversationOf(w);
    return w.student.client.get("/api/conversations?q=Schema");
  },
  "get /conversations/unread-count": async (w) => {
    await conversationOf(w);
    return w.student.client.get("/api/conversations/unread-count");
  },
  "post /conversations": async (w) => {
    await conversationOf(w);
    return w.student.client.post("/api/conversations", { companyId: w.company.id, body: "About my application" });
  },
  "get /conversations/{id}": async (w) => w.company.client.get(`/api/conversations/${(await conversationOf(w)).id}`),
  "get /conversations/{id}/messages": async (w) =>
    w.student.client.get(`/api/conversations/${(await conversationOf(w)).id}/messages?limit=5`),
  "post /conversations/{id}/messages": async (w) =>
    w.student.client.post(`/api/conversations/${(await conversationOf(w)).id}/messages`, {
      body: "Here is my CV.",
      fileIds: [w.fileId],
    }),
  "post /conversations/{id}/read": async (w) => {
    const { id, messageId } = await conversationOf(w);
    return w.student.client.post(`/api/conversations/${id}/read`, { upTo: messageId });
  },
  "post /conversations/{id}/block": async (w) => {
    const { id } = await conversationOf(w);
    const blocked = await w.company.client.post(`/api/conversations/${id}/block`);
    await w.company.client.delete(`/api/conversations/${id}/block`);
    return blocked;
  },
  "delete /conversations/{id}/block": async (w) => {
    const { id } = await conversationOf(w);
    await w.student.client.post(`/api/conversations/${id}/block`);
    return w.student.client.delete(`/api/conversations/${id}/block`);
  },
  "post /messages/{id}/reports": async (w) => {
    const { id } = await conversationOf(w);
    const sent = await w.company.client.post(`/api/conversations/${id}/messages`, { body: "Reported" });
    return w.student.client.post(`/api/messages/${sent.json.id}/reports`, { reason: "spam", details: "An advert." });
  },
  "get /admin/moderation/messages": async (w) => (await moderator(w)).client.get("/api/admin/moderation/messages"),
  "post /admin/moderation/messages/{id}/dismiss": async (w) => {
    const { id } = await conversationOf(w);
    const sent = await w.company.client.post(`/api/conversations/${id}/messages`, { body: "Reported too" });
    const report = await w.student.client.post(`/api/messages/${sent.json.id}/reports`, { reason: "other" });
    return (await moderator(w)).client.post(`/api/admin/moderation/messages/${report.json.id}/dismiss`, {
      note: "Not a scam.",
    });
  },

  "get /rounds": async (w) => (await rankedRound(w)).students[0]!.client.get("/api/rounds"),
  "post /rounds": (w) =>
    w.company.client.post("/api/rounds", {
      name: "Autumn programme",
      rankingDeadline: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      confirmationDeadline: new Date(Date.now() + 240 * 3_600_000).toISOString(),
    }),
  "get /rounds/{id}": async (w) => {
    const p = await rankedRound(w);
    return p.a.client.get(`/api/rounds/${p.roundId}`);
  },
  "patch /rounds/{id}": async (w) =>
    w.company.client.patch(`/api/rounds/${await createRound(w.company)}`, { name: "Renamed programme" }),
  "delete /rounds/{id}": async (w) => w.company.client.delete(`/api/rounds/${await createRound(w.company)}`),
  "post /rounds/{id}/open": async (w) => {
    const p = await programme(w.app, 1);
    return p.a.client.post(`/api/rounds/${p.roundId}/open`);
  },
  "post /rounds/{id}/run": async (w) => {
    const p = await rankedRound(w);
    return p.a.client.post(`/api/rounds/${p.roundId}/run`);
  },
  "post /rounds/{id}/close": async (w) => {
    const { p } = await proposedPlace(w);
    return p.a.client.post(`/api/rounds/${p.roundId}/close`);
  },
  "post /rounds/{id}/members": async (w) => {
    const roundId = await createRound(w.company);
    return w.company.client.post(`/api/rounds/${roundId}/members`, { companyId: (await company(w.app)).id });
  },
  "delete /rounds/{id}/members/{companyId}": async (w) => {
    const p = await programme(w.app, 1);
    return p.a.client.delete(`/api/rounds/${p.roundId}/members/${p.b.id}`);
  },
  "put /rounds/{id}/membership": async (w) => {
    const roundId = await createRound(w.company);
    const member = await company(w.app);
    await w.company.client.post(`/api/rounds/${roundId}/members`, { companyId: member.id });
    return member.client.put(`/api/rounds/${roundId}/membership`, { join: true });
  },
  "post /rounds/{id}/jobs": async (w) =>
    w.company.client.post(`/api/rounds/${await createRound(w.company)}/jobs`, { jobId: await job(w.company) }),
  "patch /rounds/{id}/jobs/{jobId}": async (w) => {
    const p = await programme(w.app, 1);
    return p.a.client.patch(`/api/rounds/${p.roundId}/jobs/${p.jobA}`, { capacity: 1 });
  },
  "delete /rounds/{id}/jobs/{jobId}": async (w) => {
    const p = await programme(w.app, 1);
    return p.a.client.delete(`/api/rounds/${p.roundId}/jobs/${p.jobA}`);
  },
  "get /rounds/{id}/jobs/{jobId}/ranking": async (w) => {
    const p = await rankedRound(w);
    return p.a.client.get(`/api/rounds/${p.roundId}/jobs/${p.jobA}/ranking`);
  },
  "put /rounds/{id}/jobs/{jobId}/ranking": async (w) => {
    const p = await programme(w.app, 1);
    await ok(await p.a.client.post(`/api/rounds/${p.roundId}/open`));
    const applicationIds = [p.applications[0]![p.jobB]];
    return p.b.client.put(`/api/rounds/${p.roundId}/jobs/${p.jobB}/ranking`, { applicationIds });
  },
  "put /rounds/{id}/ranking": async (w) => {
    const p = await programme(w.app, 1);
    await ok(await p.a.client.post(`/api/rounds/${p.roundId}/open`));
    return p.students[0]!.client.put(`/api/rounds/${p.roundId}/ranking`, { jobIds: [p.jobB] });
  },
  "post /rounds/{id}/places/{placeId}/answer": async (w) => {
    const { p, placeId } = await proposedPlace(w);
    return p.students[0]!.client.post(`/api/rounds/${p.roundId}/places/${placeId}/answer`, { confirm: true });
  },
  "post /applications/{id}/offer/accept": async (w) => {
    const { applicant, id } = await offered(w);
    return applicant.client.post(`/api/applications/${id}/offer/accept`);
  },
  "post /applications/{id}/offer/decline": async (w) => {
    const { applicant, id } = await offered(w);
    return applicant.client.post(`/api/applications/${id}/offer/decline`, { reason: "I chose another place." });
  },
  "put /applications/{id}/offer": async (w) => {
    const { id } = await offered(w);
    return w.company.client.put(`/api/applications/${id}/offer`, offerTerms({ message: "A better start date." }));
  },
  "post /me/email-confirmation": async (w) => (await mustConfirm(w)).client.post("/api/me/email-confirmation"),
  "post /email-confirmation/confirm": async (w) => {
    const signedUp = await mustConfirm(w);
    await signedUp.client.post("/api/me/email-confirmation");
    const token = await mailedToken(w.app, signedUp.email, "/confirm-account");
    return w.app.client().post("/api/email-confirmation/confirm", { token });
  },
  "get /notifications/unsubscribe": (w) =>
    w.app
      .client()
      .get(`/api/notifications/unsubscribe?token=${unsubscribeToken(w.app.deps.env.authSecret, unsubscribeClaim(w))}`),
  "post /notifications/unsubscribe": (w) =>
    w.app
      .client()
      .post(`/api/notifications/unsubscribe?token=${unsubscribeToken(w.app.deps.env.authSecret, unsubscribeClaim(w))}`),
  "get /job-alerts/unsubscribe": async (w) => w.app.client().get(await alertUnsubscribePath(w)),
  "post /job-alerts/unsubscribe": async (w) => w.app.client().post(await alertUnsubscribePath(w)),
  "get /job-alerts": async (w) => {
    await newAlert(w);
    return w.student.client.get("/api/job-alerts");
  },
  "post /job-alerts": (w) =>
    w.student.client.post("/api/job-alerts", { name: "Schema interns", frequency: "weekly", search: { q: "intern" } }),
  "patch /job-alerts/{id}": async (w) =>
    w.student.client.patch(`/api/job-alerts/${await newAlert(w)}`, { name: "Renamed", frequency: "in-app" }),
  "delete /job-alerts/{id}": async (w) => w.student.client.delete(`/api/job-alerts/${await newAlert(w)}`),
  "post /cvs/import": async (w) => {
    const cv = await uploaded(w.student.client, {
      purpose: "cv",
      name: "cv.pdf",
      bytes: await textPdf(SAMPLE_CV_LINES),
    });
    return w.student.client.post("/api/cvs/import", { fileId: cv.id });
  },
  "get /applications/{id}/interviews": async (w) => {
    const pair = await shortlistedPair(w.app);
    await proposed(pair);
    return pair.student.client.get(`/api/applications/${pair.applicationId}/interviews`);
  },
  "post /applications/{id}/interviews": async (w) => {
    const pair = await shortlistedPair(w.app);
    return pair.company.client.post(`/api/applications/${pair.applicationId}/interviews`, proposalBody());
  },
  "get /interviews": async (w) => {
    const pair = await shortlistedPair(w.app);
    await scheduled(pair);
    return pair.company.client.get("/api/interviews?upcoming=true");
  },
  "post /interviews/{id}/pick": async (w) => {
    const pair = await shortlistedPair(w.app);
    const interview = await proposed(pair);
    return pair.student.client.post(`/api/interviews/${interview.id}/pick`, { slotId: interview.slots[0]!.id });
  },
  "post /interviews/{id}/other-times": async (w) => {
    const pair = await shortlistedPair(w.app);
    const interview = await proposed(pair);
    return pair.student.client.post(`/api/interviews/${interview.id}/other-times`, { message: "Mornings suit me." });
  },
  "post /interviews/{id}/reschedule": async (w) => {
    const pair = await shortlistedPair(w.app);
    const interview = await scheduled(pair);
    return pair.company.client.post(`/api/interviews/${interview.id}/reschedule`, {
      reason: "The room is taken.",
      slots: proposalBody().slots.slice(0, 1),
    });
  },
  "post /interviews/{id}/cancel": async (w) => {
    const pair = await shortlistedPair(w.app);
    const interview = await scheduled(pair);
    return pair.student.client.post(`/api/interviews/${interview.id}/cancel`, { reason: "I took another place." });
  },
  "get /calendar-feed": (w) => w.student.client.get("/api/calendar-feed"),
  "post /calendar-feed": (w) => w.student.client.post("/api/calendar-feed"),
  "delete /calendar-feed": (w) => w.company.client.delete("/api/calendar-feed"),
  "get /calendar/{file}": async (w) => {
    const pair = await shortlistedPair(w.app);
    await scheduled(pair);
    const url: string = (await pair.student.client.post("/api/calendar-feed")).json.url;
    return w.app.client().get(new URL(url.replace(/^webcal:/, "http:")).pathname);
  },
  "get /admin/figures": async (w) =>
    (await newOperator(w.app, ["figures"])).client.get("/api/admin/figures?from=2026-01&to=2026-06&by=degree"),
  "get /admin/figures.csv": async (w) =>
    (await newOperator(w.app, ["figures"])).client.get("/api/admin/figures.csv?by=fieldOfStudy"),
  "get /admin/operators": async (w) => (await newOperator(w.app, ["operators"])).client.get("/api/admin/operators"),
  "put /admin/operators": async (w) =>
    (await newOperator(w.app, ["operators"])).client.put("/api/admin/operators", {
      email: uniqueEmail("invited"),
      permissions: ["figures"],
    }),
  "delete /admin/operators/{userId}": async (w) => {
    const leaving = await newOperator(w.app, ["figures"]);
    return (await newOperator(w.app, ["operators"])).client.delete(`/api/admin/operators/${leaving.id}`);
  },
  "get /admin/audit-log": async (w) =>
    (await newOperator(w.app, ["moderation"])).client.get("/api/admin/audit-log?action=operator&limit=5"),
};

/**
 * Operations called with a status other than their success, or not at all: a short list, each with why.
 * Keyed like CALLS; an operation here needs no entry there.
 */
export const SKIPPED: Record<string, string> = {
  "post /auth/sign-in/social":
    "succeeds only with a university whose discovery answers: university-sign-in.test.ts runs it against a real " +
    "OpenID Connect provider (oidc-provider) and checks its answers",
};
