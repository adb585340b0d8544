import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import {
  applied,
  appliedToNewJob,
  company,
  type Company,
  job,
  hiredThroughOffer,
  moved,
  offerTerms,
  NO_SUCH_ID,
  notificationsOf,
  student,
} from "../../test/application-fixtures.ts";

// Matches through HTTP: made by shortlisting (or an accepted invitation), contact details for both, the start date.

let acme: Company;
let rival: Company;
it.beforeAll(async ({ app }) => {
  acme = await company(app, "Acme Robotics");
  rival = await company(app, "Rival Works");
});

describe("a match", () => {
  it("is made by shortlisting, once, with the job's start date, and tells both sides", async ({ app, db }) => {
    const {
      jobId,
      who: yara,
      id,
    } = await appliedToNewJob(app, acme, {
      job: { title: "Match Intern", startDate: "2027-05-01" },
      student: { name: "Yara Roth" },
    });
    expect((await moved(acme, id, { status: "reviewed" })).matchId).toBeNull();
    const shortlisted = await moved(acme, id, { status: "shortlisted" });
    expect(shortlisted.matchId).toEqual(expect.any(String));
    expect((await moved(acme, id, { status: "interview" })).matchId).toBe(shortlisted.matchId);

    const match = await yara.client.get(`/api/matches/${shortlisted.matchId}`);
    expect(match.status).toBe(200);
    expect(match.json).toMatchObject({
      id: shortlisted.matchId,
      source: "shortlisted",
      applicationId: id,
      startDate: "2027-05-01",
      endedAt: null,
      job: { id: jobId, title: "Match Intern", companyName: "Acme Robotics" },
      student: { id: yara.id, name: "Yara Roth" },
    });
    for (const who of [yara.id, acme.id]) {
      const told = (await notificationsOf(db, who)).filter(
        (row) => row.kind === "match.created" && row.payload.link?.id === shortlisted.matchId,
      );
      expect(told, who).toHaveLength(1);
    }
  });

  it("shows both sides' contact details to both, and to nobody else", async ({ app }) => {
    const { who: zoe, id } = await appliedToNewJob(app, acme, {
      student: { name: "Zoe Kunz", phone: "+41 79 000 00 00" },
    });
    const { matchId } = await moved(acme, id, { status: "offer", offer: offerTerms() });
    const contact = {
      student: { name: "Zoe Kunz", email: zoe.email, phone: "+41 79 000 00 00" },
      company: { name: "Acme Robotics", email: expect.stringContaining("@"), website: "https://acme.example" },
    };
    expect((await zoe.client.get(`/api/matches/${matchId}`)).json.contact).toEqual(contact);
    expect((await acme.client.get(`/api/matches/${matchId}`)).json.contact).toEqual(contact);

    const stranger = await student(app);
    for (const client of [stranger.client, rival.client]) {
      const response = await client.get(`/api/matches/${matchId}`);
      expect(response.status).toBe(404);
      expect(response.json.error.message).toBe("This match was not found.");
    }
    for (const bad of [NO_SUCH_ID, "nope"]) expect((await zoe.client.get(`/api/matches/${bad}`)).status).toBe(404);
    expect((await app.client().get(`/api/matches/${matchId}`)).status).toBe(401);
  });

  it("ends when the application is rejected or withdrawn: no contact details any more", async ({ app }) => {
    const jobId = await job(acme);
    for (const end of ["rejected", "withdrawn"] as const) {
      const ann = await student(app);
      const { id } = await applied(ann, jobId);
      const { matchId } = await moved(acme, id, { status: "shortlisted" });
      if (end === "rejected") await moved(acme, id, { status: "rejected", reasonCode: "availability" });
      else expect((await ann.client.post(`/api/applications/${id}/withdraw`)).status).toBe(200);
      const read = await acme.client.get(`/api/matches/${matchId}`);
      expect(read.json).toMatchObject({ endedAt: expect.any(String), contact: null });
      const patch = await acme.client.patch(`/api/matches/${matchId}`, { startDate: "2027-06-01" });
      expect(patch.status).toBe(409);
      expect(patch.json.error.message).toBe("This match has ended, so its start date no longer changes.");
    }
  });
});

describe("listing matches", () => {
  it("lists each side's own, newest first in cursor pages, by job and by whether they are on", async ({ app }) => {
    const jobId = await job(acme);
    const other = await job(acme);
    const bo = await student(app);
    const first = await moved(acme, (await applied(bo, jobId)).id, { status: "shortlisted" });
    const second = await hiredThroughOffer(acme, bo, (await applied(bo, other)).id);
    await moved(acme, first.id, { status: "rejected", reasonCode: "other" });

    const page = await bo.client.get("/api/matches?limit=1");
    expect(page.json).toMatchObject({ total: 2, items: [{ id: second.matchId }], nextCursor: expect.any(String) });
    const next = await bo.client.get(`/api/matches?limit=1&cursor=${page.json.nextCursor}`);
    expect(next.json).toMatchObject({ items: [{ id: first.matchId }], nextCursor: null });
    expect((await bo.client.get("/api/matches?active=true")).json.items.map((m: { id: string }) => m.id)).toEqual([
      second.matchId,
    ]);
    expect((await bo.client.get("/api/matches?active=false")).json.items.map((m: { id: string }) => m.id)).toEqual([
      first.matchId,
    ]);
    const forJob = await acme.client.get(`/api/matches?jobId=${other}`);
    expect(forJob.json.items.map((m: { id: string }) => m.id)).toEqual([second.matchId]);
    expect(forJob.json.items[0]).not.toHaveProperty("contact");
    expect((await rival.client.get(`/api/matches?jobId=${other}`)).status).toBe(404);
    expect((await rival.client.get("/api/matches")).json.total).toBe(0);
    const bad = await bo.client.get("/api/matches?active=yes&limit=500");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(["active", "limit"]);
  });
});

describe("the start date", () => {
  it("is set by the company (the student is told), not by the student (403), nor another company (404)", async ({
    app,
    db,
  }) => {
    const jobId = await job(acme, { title: "Date Intern" });
    const cleo = await student(app);
    const { matchId } = await moved(acme, (await applied(cleo, jobId)).id, { status: "shortlisted" });

    const set = await acme.client.patch(`/api/matches/${matchId}`, { startDate: "2027-09-15" });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ startDate: "2027-09-15", contact: expect.any(Object) });
    const told = (await notificationsOf(db, cleo.id)).filter((row) => row.kind === "match.updated");
    const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    expect(told.map((row) => row.payload.title)).toEqual([
      `"Date Intern" now starts on ${day.format(new Date("2027-09-15T00:00:00Z"))}`,
    ]);

    const byStudent = await cleo.client.patch(`/api/matches/${matchId}`, { startDate: "2027-01-01" });
    expect(byStudent.status).toBe(403);
    expect(byStudent.json.error.message).toBe("Only the company sets the start date of a match.");
    expect((await rival.client.patch(`/api/matches/${matchId}`, { startDate: "2027-01-01" })).status).toBe(404);

    const cleared = await acme.client.patch(`/api/matches/${matchId}`, { startDate: null });
    expect(cleared.json.startDate).toBeNull();
    for (const [body, message] of [
      [{ startDate: "2027-02-30" }, /does not exist/],
      [{ startDate: "15.09.2027" }, /YYYY-MM-DD/],
      [{}, /./],
      [{ startDate: "2027-09-15", endedAt: null }, /not accepted/],
    ] as const) {
      const response = await acme.client.patch(`/api/matches/${matchId}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.values(response.json.error.fields).join(" "), JSON.stringify(body)).toMatch(message);
    }
    expect((await cleo.client.get(`/api/matches/${matchId}`)).json.startDate).toBeNull();
  });
});
