import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { applications, invitations, jobs } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import {
  applied,
  company,
  type Company,
  invited,
  job,
  mailEventsFor,
  NO_SUCH_ID,
  notificationsOf,
  student,
} from "../../test/application-fixtures.ts";
import { createCv } from "../../test/cv-fixtures.ts";

// Invitations through HTTP: a company invites a student open to offers; the student accepts or declines.

let acme: Company;
let rival: Company;
it.beforeAll(async ({ app }) => {
  acme = await company(app, "Acme Robotics");
  rival = await company(app, "Rival Works");
});

describe("inviting", () => {
  it("invites a student open to offers with a message and tells the student", async ({ app, db }) => {
    const jobId = await job(acme, { title: "Vision Intern" });
    const mia = await student(app, { name: "Mia Frei" });
    const response = await acme.client.post("/api/invitations", {
      jobId,
      studentId: mia.id,
      message: "  Your CV fits our team.  ",
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      status: "open",
      message: "Your CV fits our team.",
      declineReason: null,
      applicationId: null,
      respondedAt: null,
      job: { id: jobId, title: "Vision Intern", companyName: "Acme Robotics" },
      student: { id: mia.id, name: "Mia Frei" },
    });
    const [told] = (await notificationsOf(db, mia.id)).filter((row) => row.kind === "invitation.created");
    expect(told!.payload).toEqual({
      said: expect.any(Object),
      title: 'Acme Robotics invites you to apply to "Vision Intern"',
      body: "Your CV fits our team.",
      link: { type: "invitation", id: response.json.id },
    });
    expect(await mailEventsFor(db, told!.id)).toHaveLength(1);
  });

  it("keeps one open invitation per job and student (409), also when two arrive at once", async ({ app, db }) => {
    const jobId = await job(acme);
    const noah = await student(app);
    const both = await Promise.all(
      [1, 2].map(() => acme.client.post("/api/invitations", { jobId, studentId: noah.id, message: "Hi" })),
    );
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = both.find((response) => response.status === 409)!;
    expect(refused.json.error.message).toBe("This student already has an open invitation to this job.");
    expect(await db.select().from(invitations).where(eq(invitations.studentId, noah.id))).toHaveLength(1);
    expect((await notificationsOf(db, noah.id)).filter((row) => row.kind === "invitation.created")).toHaveLength(1);

    // After a decline the company may invite again; another job is another invitation.
    await noah.client.post(`/api/invitations/${both.find((r) => r.status === 201)!.json.id}/decline`, {});
    expect((await acme.client.post("/api/invitations", { jobId, studentId: noah.id, message: "Again" })).status).toBe(
      201,
    );
    await invited(acme, await job(acme), noah);
  });

  it("refuses a student who is not open to offers: 404 when the company cannot see them, else 409", async ({ app }) => {
    const jobId = await job(acme);
    const hidden = await student(app, { openToOffers: false });
    const unseen = await acme.client.post("/api/invitations", { jobId, studentId: hidden.id, message: "Hi" });
    expect(unseen.status).toBe(404);
    expect(unseen.json.error.message).toBe("This student was not found.");
    for (const studentId of ["nobody", NO_SUCH_ID]) {
      expect((await acme.client.post("/api/invitations", { jobId, studentId, message: "Hi" })).status).toBe(404);
    }

    await applied(hidden, await job(acme));
    const seen = await acme.client.post("/api/invitations", { jobId, studentId: hidden.id, message: "Hi" });
    expect(seen.status).toBe(409);
    expect(seen.json.error.message).toBe(
      "This student is not open to offers at the moment, so they cannot be invited.",
    );
  });

  it("has one setting, open to offers: off through either name, companies can neither find nor invite", async ({
    app,
  }) => {
    const jobId = await job(acme);
    const olga = await student(app);
    const openToOffers = async () => (await olga.client.get("/api/me")).json.account.openToOffers as boolean;
    expect(await openToOffers()).toBe(true);
    expect((await olga.client.get("/api/invitations/settings")).json).toEqual({ acceptsInvitations: true });
    // The old name is an alias of the one setting: turning it off is no longer open to offers.
    const off = await olga.client.patch("/api/invitations/settings", { acceptsInvitations: false });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ acceptsInvitations: false });
    expect(await openToOffers()).toBe(false);
    expect((await olga.client.get("/api/me")).json.account).not.toHaveProperty("acceptsInvitations");
    const refused = await acme.client.post("/api/invitations", { jobId, studentId: olga.id, message: "Hi" });
    expect(refused.status).toBe(404);

    // On again on the account: invitations are on too.
    expect((await olga.client.patch("/api/me/account", { openToOffers: true })).status).toBe(200);
    expect((await olga.client.get("/api/invitations/settings")).json).toEqual({ acceptsInvitations: true });
    await invited(acme, jobId, olga);

    expect((await acme.client.get("/api/invitations/settings")).status).toBe(403);
    expect((await acme.client.patch("/api/invitations/settings", { acceptsInvitations: false })).status).toBe(403);
    const bad = await olga.client.patch("/api/invitations/settings", { acceptsInvitations: "no" });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.acceptsInvitations).toBe("Use true or false.");
  });

  it("is for the job's company and a published job that still takes applications", async ({ app, db }) => {
    const piet = await student(app);
    const draft = await job(acme, { publish: false });
    const draftRefused = await acme.client.post("/api/invitations", {
      jobId: draft,
      studentId: piet.id,
      message: "Hi",
    });
    expect(draftRefused.status).toBe(409);
    expect(draftRefused.json.error.message).toBe("Only a published job can take invitations.");

    const published = await job(acme);
    expect(
      (await rival.client.post("/api/invitations", { jobId: published, studentId: piet.id, message: "Hi" })).status,
    ).toBe(404);
    const asStudent = await piet.client.post("/api/invitations", {
      jobId: published,
      studentId: piet.id,
      message: "Hi",
    });
    expect(asStudent.status).toBe(403);

    const late = await job(acme);
    await db.update(jobs).set({ deadline: "2020-01-01", startDate: null }).where(eq(jobs.id, late));
    const tooLate = await acme.client.post("/api/invitations", { jobId: late, studentId: piet.id, message: "Hi" });
    expect(tooLate.status).toBe(409);
    expect(tooLate.json.error.message).toMatch(/deadline of this job passed on 2020-01-01/);

    await applied(piet, published);
    const already = await acme.client.post("/api/invitations", { jobId: published, studentId: piet.id, message: "Hi" });
    expect(already.status).toBe(409);
    expect(already.json.error.message).toBe("This student has already applied to this job.");
  });

  it("answers bad input with 400 and a message per field", async ({ app }) => {
    const jobId = await job(acme);
    const quinn = await student(app);
    const cases: [unknown, string, RegExp][] = [
      [{ jobId, studentId: quinn.id }, "message", /Write a message/],
      [{ jobId, studentId: quinn.id, message: "   " }, "message", /Write a message/],
      [{ jobId, studentId: quinn.id, message: "x".repeat(2001) }, "message", /at most 2,000/],
      [{ studentId: quinn.id, message: "Hi" }, "jobId", /Choose a job/],
      [{ jobId, message: "Hi" }, "studentId", /Choose a student/],
      [{ jobId, studentId: quinn.id, message: "Hi", status: "accepted" }, "status", /not accepted/],
    ];
    for (const [body, field, message] of cases) {
      const response = await acme.client.post("/api/invitations", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.fields[field], JSON.stringify(body)).toMatch(message);
    }
  });
});

describe("reading invitations", () => {
  it("shows an invitation to its student and company only, and lists each side's own", async ({ app }) => {
    const jobId = await job(acme);
    const other = await job(acme);
    const rita = await student(app);
    const first = await invited(acme, jobId, rita);
    const second = await invited(acme, other, rita);
    await rita.client.post(`/api/invitations/${first.id}/decline`, { reason: "Not now" });

    expect((await rita.client.get(`/api/invitations/${first.id}`)).json).toMatchObject({
      status: "declined",
      declineReason: "Not now",
      respondedAt: expect.any(String),
    });
    expect((await acme.client.get(`/api/invitations/${first.id}`)).status).toBe(200);
    const stranger = await student(app);
    for (const client of [stranger.client, rival.client]) {
      expect((await client.get(`/api/invitations/${first.id}`)).status).toBe(404);
    }
    for (const id of [NO_SUCH_ID, "nope"]) expect((await rita.client.get(`/api/invitations/${id}`)).status).toBe(404);

    const mine = await rita.client.get("/api/invitations?limit=1");
    expect(mine.json).toMatchObject({ total: 2, items: [{ id: second.id }], nextCursor: expect.any(String) });
    const next = await rita.client.get(`/api/invitations?limit=1&cursor=${mine.json.nextCursor}`);
    expect(next.json).toMatchObject({ items: [{ id: first.id }], nextCursor: null });
    expect((await rita.client.get("/api/invitations?status=open")).json.items.map((i: { id: string }) => i.id)).toEqual(
      [second.id],
    );
    const forJob = await acme.client.get(`/api/invitations?jobId=${jobId}`);
    expect(forJob.json.items.map((i: { id: string }) => i.id)).toEqual([first.id]);
    expect((await rival.client.get(`/api/invitations?jobId=${jobId}`)).status).toBe(404);
    expect((await stranger.client.get("/api/invitations")).json.total).toBe(0);
    expect((await rita.client.get("/api/invitations?status=maybe")).status).toBe(400);
    expect((await app.client().get("/api/invitations")).status).toBe(401);
  });
});

describe("answering an invitation", () => {
  it("accepts: applies with the primary CV, matches the two, and tells the company and both of the match", async ({
    app,
    db,
  }) => {
    const jobId = await job(acme, { title: "Drone Intern", startDate: "2027-04-01" });
    const sara = await student(app, { name: "Sara Berg" });
    const invitation = await invited(acme, jobId, sara);
    const response = await sara.client.post(`/api/invitations/${invitation.id}/accept`);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      status: "applied",
      invitationId: invitation.id,
      matchId: expect.any(String),
      cv: { id: sara.cvId },
      events: [{ fromStatus: null, toStatus: "applied", by: "student" }],
    });
    const read = await acme.client.get(`/api/invitations/${invitation.id}`);
    expect(read.json).toMatchObject({ status: "accepted", applicationId: response.json.id });

    const match = await sara.client.get(`/api/matches/${response.json.matchId}`);
    expect(match.json).toMatchObject({ source: "invitation", startDate: "2027-04-01", endedAt: null });

    const companyTold = (await notificationsOf(db, acme.id)).filter(
      (row) => row.payload.link?.id === response.json.id || row.payload.link?.id === response.json.matchId,
    );
    // Written in one transaction, so with one creation time: compared in kind order.
    expect(companyTold.map((row) => [row.kind, row.payload.title]).sort()).toEqual([
      ["invitation.accepted", 'Sara Berg accepted your invitation to "Drone Intern"'],
      ["match.created", 'You matched with Sara Berg for "Drone Intern"'],
    ]);
    const studentTold = (await notificationsOf(db, sara.id)).filter((row) => row.kind === "match.created");
    expect(studentTold.map((row) => row.payload.title)).toEqual(['You matched with Acme Robotics for "Drone Intern"']);

    const again = await sara.client.post(`/api/invitations/${invitation.id}/accept`);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe("This invitation was already accepted.");
    expect((await sara.client.post(`/api/invitations/${invitation.id}/decline`)).status).toBe(409);
  });

  it("accepts with a CV the student chooses, and lets the company open all the student's CVs", async ({ app }) => {
    const jobId = await job(acme);
    const tom = await student(app, { openToOffers: true });
    const chosen = await createCv(tom.client, { title: "Chosen CV" });
    const invitation = await invited(acme, jobId, tom);
    await tom.client.patch("/api/me/account", { openToOffers: false });
    expect((await acme.client.get(`/api/cvs/${chosen.id}`)).status).toBe(404);

    const response = await tom.client.post(`/api/invitations/${invitation.id}/accept`, {
      cvId: chosen.id,
      note: "Hi!",
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ cv: { id: chosen.id, title: "Chosen CV" }, note: "Hi!" });
    for (const cvId of [chosen.id, tom.cvId]) expect((await acme.client.get(`/api/cvs/${cvId}`)).status).toBe(200);
    expect((await rival.client.get(`/api/cvs/${chosen.id}`)).status).toBe(404);
  });

  it("changes nothing when accepting fails: another's CV (404), a closed job's (ended, 409)", async ({ app, db }) => {
    const jobId = await job(acme);
    const uma = await student(app);
    const other = await student(app);
    const invitation = await invited(acme, jobId, uma);
    const companyToldBefore = (await notificationsOf(db, acme.id)).length;
    const wrongCv = await uma.client.post(`/api/invitations/${invitation.id}/accept`, { cvId: other.cvId });
    expect(wrongCv.status).toBe(404);
    expect(wrongCv.json.error.message).toBe("This CV was not found.");

    await acme.client.post(`/api/jobs/${jobId}/close`);
    const closed = await uma.client.post(`/api/invitations/${invitation.id}/accept`);
    expect(closed.status).toBe(409);
    expect(closed.json.error.message).toBe("This invitation was already ended.");

    expect((await uma.client.get(`/api/invitations/${invitation.id}`)).json.status).toBe("ended");
    expect(await db.select().from(applications).where(eq(applications.studentId, uma.id))).toEqual([]);
    expect((await notificationsOf(db, acme.id)).length).toBe(companyToldBefore);
    // Nothing is left to answer.
    expect((await uma.client.post(`/api/invitations/${invitation.id}/decline`)).status).toBe(409);
  });

  it("declines with an optional reason and tells the company", async ({ app, db }) => {
    const jobId = await job(acme, { title: "Sensor Intern" });
    const vera = await student(app, { name: "Vera Lind" });
    const invitation = await invited(acme, jobId, vera);
    const long = await vera.client.post(`/api/invitations/${invitation.id}/decline`, { reason: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.json.error.fields.reason).toMatch(/at most 1,000/);

    const response = await vera.client.post(`/api/invitations/${invitation.id}/decline`, {
      reason: "Staying in Bern.",
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: "declined", declineReason: "Staying in Bern.", applicationId: null });
    const told = (await notificationsOf(db, acme.id)).filter((row) => row.kind === "invitation.declined");
    expect(told.at(-1)!.payload).toEqual({
      said: expect.any(Object),
      title: 'Vera Lind declined your invitation to "Sensor Intern"',
      body: "Staying in Bern.",
      link: { type: "invitation", id: invitation.id },
    });
    expect((await vera.client.post(`/api/invitations/${invitation.id}/accept`)).status).toBe(409);
  });

  it("is the invited student's only: the company gets 403, another student 404", async ({ app }) => {
    const jobId = await job(acme);
    const will = await student(app);
    const invitation = await invited(acme, jobId, will);
    for (const action of ["accept", "decline"]) {
      expect((await acme.client.post(`/api/invitations/${invitation.id}/${action}`)).status, action).toBe(403);
      const stranger = await student(app);
      expect((await stranger.client.post(`/api/invitations/${invitation.id}/${action}`)).status, action).toBe(404);
      expect((await will.client.post(`/api/invitations/${NO_SUCH_ID}/${action}`)).status, action).toBe(404);
    }
    expect((await will.client.get(`/api/invitations/${invitation.id}`)).json.status).toBe("open");
  });

  it("treats applying to a job the student is invited to as accepting the invitation", async ({ app }) => {
    const jobId = await job(acme);
    const xena = await student(app);
    const invitation = await invited(acme, jobId, xena);
    const application = await applied(xena, jobId);
    expect(application).toMatchObject({ invitationId: invitation.id, matchId: expect.any(String) });
    expect((await xena.client.get(`/api/invitations/${invitation.id}`)).json).toMatchObject({
      status: "accepted",
      applicationId: application.id,
    });
  });
});

describe("an open invitation whose job ends", () => {
  it("ends when the job closes: the student is told (in-app and mail) and can no longer accept", async ({
    app,
    db,
  }) => {
    const jobId = await job(acme, { title: "Closing Intern" });
    const yan = await student(app);
    const invitation = await invited(acme, jobId, yan);
    expect((await acme.client.post(`/api/jobs/${jobId}/close`)).status).toBe(200);

    expect((await yan.client.get(`/api/invitations/${invitation.id}`)).json).toMatchObject({
      status: "ended",
      endReason: "job-closed",
      respondedAt: expect.any(String),
    });
    expect((await yan.client.get("/api/invitations?status=open")).json.items).toEqual([]);
    const accepting = await yan.client.post(`/api/invitations/${invitation.id}/accept`);
    expect([accepting.status, accepting.json.error.message]).toEqual([409, "This invitation was already ended."]);
    const [ended] = (await notificationsOf(db, yan.id)).filter((row) => row.kind === "invitation.ended");
    expect(ended?.payload).toEqual({
      said: expect.any(Object),
      title: 'Your invitation to apply to "Closing Intern" has ended: Acme Robotics closed the job',
      link: { type: "invitation", id: invitation.id },
    });
    expect(await mailEventsFor(db, ended!.id)).toHaveLength(1);
  });

  it("ends when the job is deleted: the student is told, and the invitation goes with the job", async ({ app, db }) => {
    const jobId = await job(acme, { title: "Deleted Intern" });
    const zoe = await student(app);
    await invited(acme, jobId, zoe);
    expect((await acme.client.delete(`/api/jobs/${jobId}`)).status).toBe(204);

    expect((await zoe.client.get("/api/invitations")).json.items).toEqual([]);
    const [ended] = (await notificationsOf(db, zoe.id)).filter((row) => row.kind === "invitation.ended");
    expect(ended?.payload).toEqual({
      said: expect.any(Object),
      title: 'Your invitation to apply to "Deleted Intern" has ended: Acme Robotics deleted the job',
    });
    expect(await mailEventsFor(db, ended!.id)).toHaveLength(1);
  });
});
