import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { applied, company, job, moved, student } from "../../test/application-fixtures.ts";
import { listCandidates, rustCv, rustJob, type CandidateItem } from "../../test/candidate-fixtures.ts";

// GET /api/matching/candidates?scope=…: whom the company may invite, who applied, everyone related to a job.

describe("candidate scopes", () => {
  it("lists the invitable with where they stand, the applicants by the CV they applied with, and all with the invitees", async ({
    app,
  }) => {
    const employer = await company(app, "Ferrous Labs");
    const jobId = await job(employer, rustJob);
    const applicant = await student(app, {}, rustCv);
    // Applied although a poor match (no Rust at all, a full-time wish): still listed among applicants.
    const poorFit = await student(
      app,
      { openToOffers: false },
      { ...rustCv, skills: [{ skillId: "figma", level: 2 }], desiredTypes: ["full-time"] },
    );
    const invitee = await student(app, {}, rustCv);
    const closed = await student(app, {}, rustCv);
    const ids = (items: CandidateItem[]) => items.map((item) => item.student.id);

    const application = await applied(applicant, jobId, { note: "Hello" });
    await applied(poorFit, jobId);
    const invited = await employer.client.post("/api/invitations", {
      jobId,
      studentId: invitee.id,
      message: "Join us",
    });
    expect(invited.status, invited.text).toBe(201);
    const off = await closed.client.patch("/api/invitations/settings", { acceptsInvitations: false });
    expect(off.status, off.text).toBe(200);

    const invitable = await listCandidates(employer.client, `jobId=${jobId}&limit=50`);
    expect(ids(invitable.items)).toEqual(expect.arrayContaining([applicant.id, invitee.id]));
    expect(ids(invitable.items)).not.toContain(closed.id);
    expect(ids(invitable.items)).not.toContain(poorFit.id);
    const listedApplicant = invitable.items.find((item) => item.student.id === applicant.id)!;
    expect(listedApplicant.application).toEqual({ id: application.id, status: "applied", overdue: false });
    expect(invitable.items.find((item) => item.student.id === invitee.id)!.invitation).toMatchObject({
      status: "open",
    });

    const applicants = await listCandidates(employer.client, `jobId=${jobId}&scope=applicants&limit=50`);
    expect(ids(applicants.items).sort()).toEqual([applicant.id, poorFit.id].sort());
    expect(ids(applicants.items)[0]).toBe(applicant.id);
    expect(applicants.items.find((item) => item.student.id === poorFit.id)!.cvId).toBe(poorFit.cvId);

    const all = await listCandidates(employer.client, `jobId=${jobId}&scope=all&limit=50`);
    expect(ids(all.items).sort()).toEqual([applicant.id, poorFit.id, invitee.id].sort());

    await moved(employer, application.id, { status: "reviewed" });
    const reviewed = await listCandidates(employer.client, `jobId=${jobId}&scope=all&status=reviewed,invited&limit=50`);
    expect(ids(reviewed.items).sort()).toEqual([applicant.id, invitee.id].sort());
    expect(reviewed.items.find((item) => item.student.id === applicant.id)!.application?.status).toBe("reviewed");
    expect(reviewed.items.every((item) => item.matched === null)).toBe(true);
  });

  it("says who is matched: shortlisted or invited and accepted, until the application is rejected", async ({ app }) => {
    const employer = await company(app, "Ferrous Labs");
    const jobId = await job(employer, rustJob);
    const applicant = await student(app, {}, rustCv);
    const invitee = await student(app, {}, rustCv);
    const application = await applied(applicant, jobId);
    const invitation = await employer.client.post("/api/invitations", { jobId, studentId: invitee.id, message: "Hi" });
    expect(invitation.status, invitation.text).toBe(201);
    const accepted = await invitee.client.post(`/api/invitations/${invitation.json.id}/accept`, {});
    expect(accepted.status, accepted.text).toBe(201);
    await moved(employer, application.id, { status: "shortlisted" });

    const matchedOf = async (id: string) =>
      (await listCandidates(employer.client, `jobId=${jobId}&scope=all&limit=50`)).items.find(
        (item) => item.student.id === id,
      )!.matched;
    const matches = (await employer.client.get(`/api/matches?jobId=${jobId}`)).json as {
      items: { id: string; student: { id: string } }[];
    };
    const matchOf = (id: string) => matches.items.find((match) => match.student.id === id)!.id;
    expect(await matchedOf(applicant.id)).toEqual({ id: matchOf(applicant.id), since: expect.any(String) });
    expect(await matchedOf(invitee.id)).toEqual({ id: matchOf(invitee.id), since: expect.any(String) });

    await moved(employer, application.id, { status: "rejected", reasonCode: "position-filled" });
    expect(await matchedOf(applicant.id)).toBeNull();
  });

  it("refuses a status with the invitable scope, an unknown scope or status, and another company's job", async ({
    app,
  }) => {
    const employer = await company(app, "Ferrous Labs");
    const rival = await company(app, "Rival Works");
    const jobId = await job(employer, rustJob);
    for (const [query, field] of [
      [`jobId=${jobId}&status=applied`, "status"],
      [`jobId=${jobId}&scope=everyone`, "scope"],
      [`jobId=${jobId}&scope=all&status=pending`, "status"],
    ] as const) {
      const response = await employer.client.get(`/api/matching/candidates?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json.error.fields, query).toHaveProperty(field);
    }
    expect((await rival.client.get(`/api/matching/candidates?jobId=${jobId}&scope=applicants`)).status).toBe(404);
  });
});
