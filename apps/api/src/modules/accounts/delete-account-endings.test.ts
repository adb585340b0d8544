import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import {
  applied,
  company,
  invited,
  job,
  mailEventsFor,
  moved,
  notificationsOf,
  student,
} from "../../test/application-fixtures.ts";
import { companyRates, matchedPair, studentRates } from "../../test/rating-fixtures.ts";
import { createRound, ok } from "../../test/round-fixtures.ts";
import { GOOD_PASSWORD } from "../../test/test-app.ts";

// Deleting an account ends what it leaves behind before it goes (decision 022): nobody on the other side is
// left with an application that vanished, an invitation that cannot be answered, or no word of either.

describe("a company deleting its account", () => {
  it("ends its applications, invitations, matches, ratings and rounds, and every student is told", async ({
    app,
    db,
  }) => {
    const gone = await company(app, "Gone Robotics");
    const jobA = await job(gone, { title: "Vision Intern" });
    const jobB = await job(gone, { title: "Lab Intern" });
    const appliedStudent = await student(app, { name: "Ada Applied" });
    const toA = await applied(appliedStudent, jobA);
    const matchedStudent = await student(app, { name: "Max Matched" });
    const toB = await applied(matchedStudent, jobB);
    expect((await moved(gone, toB.id, { status: "shortlisted" })).matchId).toEqual(expect.any(String));
    const invitedStudent = await student(app, { name: "Ivy Invited" });
    await invited(gone, jobB, invitedStudent);
    const rated = await matchedPair(app, { company: gone });
    await studentRates(rated);
    await companyRates(rated);
    const roundId = await createRound(gone);
    await ok(await gone.client.post(`/api/rounds/${roundId}/jobs`, { jobId: jobA }));
    await ok(await gone.client.post(`/api/rounds/${roundId}/open`));

    expect((await gone.client.delete("/api/me", { password: GOOD_PASSWORD })).status).toBe(204);

    for (const [who, applicationId, title] of [
      [appliedStudent, toA.id, "Vision Intern"],
      [matchedStudent, toB.id, "Lab Intern"],
    ] as const) {
      const detail = await who.client.get(`/api/applications/${applicationId}`);
      expect(detail.status).toBe(200);
      expect(detail.json).toMatchObject({
        status: "rejected",
        reasonCode: "job-closed",
        reasonText: "Gone Robotics deleted its account.",
        matchId: null,
        allowedMoves: [],
        job: { id: expect.any(String), title, status: "closed", companyName: "Gone Robotics", removed: true },
      });
      expect(detail.json.events.at(-1)).toMatchObject({ toStatus: "rejected", by: "company" });
      const list = await who.client.get("/api/applications");
      expect(list.json.items.map((item: { id: string }) => item.id)).toEqual([applicationId]);
      expect((await who.client.get("/api/matches")).json.items).toEqual([]);
      const [told] = (await notificationsOf(db, who.id)).filter(
        (row) => row.kind === "application.status" && row.payload.title.includes("deleted its account"),
      );
      expect(told?.payload).toEqual({
        said: expect.any(Object),
        title: `Your application for "${title}" has ended: Gone Robotics deleted its account`,
        link: { type: "application", id: applicationId },
      });
      expect(await mailEventsFor(db, told!.id)).toHaveLength(1);
      const exported = await who.client.get("/api/me/export");
      expect(exported.status).toBe(200);
      expect(JSON.stringify(exported.json)).toContain("Gone Robotics");
    }

    expect((await invitedStudent.client.get("/api/invitations")).json.items).toEqual([]);
    const [ended] = (await notificationsOf(db, invitedStudent.id)).filter((row) => row.kind === "invitation.ended");
    expect(ended?.payload).toEqual({
      said: expect.any(Object),
      title: 'Your invitation to apply to "Lab Intern" has ended: Gone Robotics deleted its account',
    });
    expect(await mailEventsFor(db, ended!.id)).toHaveLength(1);

    // The ratings of a company that is gone go with it; the round it ran too.
    expect((await ok(await rated.student.client.get("/api/ratings"))).items).toEqual([]);
    expect((await appliedStudent.client.get(`/api/rounds/${roundId}`)).status).toBe(404);
    expect((await ok(await appliedStudent.client.get("/api/rounds"))).items).toEqual([]);
    expect((await rated.student.client.get("/api/me/export")).status).toBe(200);
  });
});

describe("a student deleting their account", () => {
  it("withdraws their open applications; the company is told and keeps the row, without the student", async ({
    app,
    db,
  }) => {
    const acme = await company(app, "Acme Robotics");
    const jobId = await job(acme, { title: "Vision Intern" });
    const leaving = await student(app, { name: "Lea Leaving" });
    const application = await applied(leaving, jobId, { note: "I built a robot." });
    await moved(acme, application.id, { status: "shortlisted" });

    expect((await leaving.client.delete("/api/me", { password: GOOD_PASSWORD })).status).toBe(204);

    const detail = await acme.client.get(`/api/applications/${application.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({
      status: "withdrawn",
      note: null,
      cv: null,
      reasonText: "The student deleted their account.",
      student: { id: null, name: "Deleted account", avatarUrl: null, removed: true },
      job: { id: jobId, removed: false },
      allowedMoves: [],
    });
    expect(JSON.stringify(detail.json)).not.toContain("Lea");
    const list = await acme.client.get(`/api/applications?jobId=${jobId}`);
    expect(list.json.items.map((item: { id: string }) => item.id)).toEqual([application.id]);
    expect((await acme.client.get("/api/matches")).json.items).toEqual([]);
    const [told] = (await notificationsOf(db, acme.id)).filter((row) => row.kind === "application.withdrawn");
    expect(told?.payload).toEqual({
      said: expect.any(Object),
      title: 'An applicant to "Vision Intern" deleted their account: their application is withdrawn',
      link: { type: "application", id: application.id },
    });
    expect(await mailEventsFor(db, told!.id)).toHaveLength(1);
    // The job can close now: nobody is left waiting.
    expect((await acme.client.post(`/api/jobs/${jobId}/close`)).status).toBe(200);
    expect((await acme.client.get("/api/me/export")).status).toBe(200);
  });
});
