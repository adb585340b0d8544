import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { roundMembers } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { applied, company, job, moved, NO_SUCH_ID, notificationsOf, student } from "../../test/application-fixtures.ts";
import { later } from "../../test/rating-fixtures.ts";
import { createRound, hoursFromNow, ok, programme, roundBody } from "../../test/round-fixtures.ts";

describe("a round before it runs", () => {
  it("is a company's, created in draft with sound deadlines; bad input is a 400 per field", async ({ app }) => {
    const a = await company(app, "Alpha Robotics");
    const created = await a.client.post("/api/rounds", roundBody());
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: "draft", creatorCompanyId: a.id, company: { creator: true } });
    expect(created.json.members).toEqual([
      expect.objectContaining({ companyId: a.id, status: "joined", creator: true }),
    ]);

    const s = await student(app);
    expect((await s.client.post("/api/rounds", roundBody())).status).toBe(403);
    expect((await app.client().post("/api/rounds", roundBody())).status).toBe(401);

    const early = await a.client.post("/api/rounds", roundBody({ confirmationDeadline: hoursFromNow(1) }));
    expect(early.status).toBe(400);
    expect(early.json.error.fields).toHaveProperty("confirmationDeadline");
    const past = await a.client.post("/api/rounds", roundBody({ rankingDeadline: hoursFromNow(-1) }));
    expect(past.json.error.fields).toHaveProperty("rankingDeadline");
    const bad = await a.client.post("/api/rounds", { name: "", rankingDeadline: "soon", extra: 1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual([
      "confirmationDeadline",
      "extra",
      "name",
      "rankingDeadline",
    ]);
  });

  it("is nobody else's business: another company and students get 404, also on every change", async ({ app }) => {
    const a = await company(app);
    const other = await company(app, "Other Co");
    const roundId = await createRound(a);
    const s = await student(app);
    for (const client of [other.client, s.client]) {
      expect((await client.get(`/api/rounds/${roundId}`)).status).toBe(404);
      expect((await client.patch(`/api/rounds/${roundId}`, { name: "Mine" })).status).toBe(404);
      expect((await client.post(`/api/rounds/${roundId}/open`)).status).toBe(404);
      expect((await client.delete(`/api/rounds/${roundId}`)).status).toBe(404);
    }
    expect((await a.client.get(`/api/rounds/${NO_SUCH_ID}`)).status).toBe(404);
    expect((await a.client.get("/api/rounds/not-a-uuid")).status).toBe(404);
    expect((await other.client.get("/api/rounds")).json.items).toEqual([]);
  });

  it("takes members by invitation from its creator, who finds them by name", async ({ app, db }) => {
    const a = await company(app, "Alpha Robotics");
    const b = await company(app, "Beta Labs Unique");
    const roundId = await createRound(a);
    const found = await a.client.get(`/api/companies?q=${encodeURIComponent("labs uniq")}`);
    expect(found.json.items).toEqual([expect.objectContaining({ id: b.id, name: "Beta Labs Unique" })]);
    expect((await a.client.get("/api/companies?q=a")).status).toBe(400);

    await ok(await a.client.post(`/api/rounds/${roundId}/members`, { companyId: b.id }));
    expect((await notificationsOf(db, b.id)).map((row) => row.kind)).toEqual(["round.invited"]);
    expect((await b.client.get("/api/rounds")).json.items).toEqual([
      expect.objectContaining({ id: roundId, membership: "invited", todo: "answer-invitation" }),
    ]);
    // Only the creator invites, removes, opens; an invitee cannot add jobs before joining.
    const c = await company(app, "Gamma");
    expect((await b.client.post(`/api/rounds/${roundId}/members`, { companyId: c.id })).status).toBe(403);
    const jobB = await job(b);
    expect((await b.client.post(`/api/rounds/${roundId}/jobs`, { jobId: jobB })).status).toBe(403);
    const joined = await ok(await b.client.put(`/api/rounds/${roundId}/membership`, { join: true }));
    expect(joined.company).toMatchObject({ membership: "joined", creator: false });
    expect((await b.client.post(`/api/rounds/${roundId}/open`)).status).toBe(403);
    expect((await a.client.post(`/api/rounds/${roundId}/members`, { companyId: NO_SUCH_ID })).status).toBe(404);

    // A declined invitation is gone; a removed member loses the round and its jobs leave it.
    await ok(await a.client.post(`/api/rounds/${roundId}/members`, { companyId: c.id }));
    expect((await c.client.put(`/api/rounds/${roundId}/membership`, { join: false })).status).toBe(204);
    expect((await c.client.get(`/api/rounds/${roundId}`)).status).toBe(404);
    await ok(await b.client.post(`/api/rounds/${roundId}/jobs`, { jobId: jobB }));
    const removed = await ok(await a.client.delete(`/api/rounds/${roundId}/members/${b.id}`));
    expect(removed.jobs).toEqual([]);
    expect((await b.client.get(`/api/rounds/${roundId}`)).status).toBe(404);
    expect((await a.client.delete(`/api/rounds/${roundId}/members/${a.id}`)).status).toBe(400);
  });

  it("is answered (joined or declined) by invited companies only: a student with access gets 403", async ({
    app,
    db,
  }) => {
    const p = await programme(app, 1);
    await ok(await p.a.client.post(`/api/rounds/${p.roundId}/open`));
    const s0 = p.students[0]!;
    for (const join of [true, false]) {
      const answered = await s0.client.put(`/api/rounds/${p.roundId}/membership`, { join });
      expect([answered.status, answered.json.error.code]).toEqual([403, "forbidden"]);
    }
    expect((await ok(await s0.client.get(`/api/rounds/${p.roundId}`))).student).not.toBeNull();
    const outsider = await company(app, "Not Invited");
    expect((await outsider.client.put(`/api/rounds/${p.roundId}/membership`, { join: true })).status).toBe(404);
    const members = await db.select().from(roundMembers).where(eq(roundMembers.roundId, p.roundId));
    expect(members.map((row) => row.status)).toEqual(["joined", "joined"]);
  });

  it("takes a member's own published jobs, with places up to the openings, in one open round at a time", async ({
    app,
  }) => {
    const a = await company(app);
    const b = await company(app, "Beta");
    const roundId = await createRound(a);
    const mine = await job(a, { positions: 3 });
    const draft = await job(a, { publish: false });
    const theirs = await job(b);

    const added = await ok(await a.client.post(`/api/rounds/${roundId}/jobs`, { jobId: mine }));
    expect(added.jobs).toEqual([expect.objectContaining({ jobId: mine, capacity: 3, openings: 3, mine: true })]);
    expect((await a.client.patch(`/api/rounds/${roundId}/jobs/${mine}`, { capacity: 4 })).json.error.fields).toEqual({
      capacity: "At most 3 (the job's openings).",
    });
    expect(
      (await ok(await a.client.patch(`/api/rounds/${roundId}/jobs/${mine}`, { capacity: 2 }))).jobs[0].capacity,
    ).toBe(2);
    expect((await a.client.post(`/api/rounds/${roundId}/jobs`, { jobId: theirs })).status).toBe(404);
    const notPublished = await a.client.post(`/api/rounds/${roundId}/jobs`, { jobId: draft });
    expect([notPublished.status, notPublished.json.error.code]).toEqual([409, "job-not-published"]);
    const second = await createRound(a, { name: "Autumn" });
    const elsewhere = await a.client.post(`/api/rounds/${second}/jobs`, { jobId: mine });
    expect([elsewhere.status, elsewhere.json.error.code]).toEqual([409, "job-in-other-round"]);
    expect((await ok(await a.client.delete(`/api/rounds/${roundId}/jobs/${mine}`))).jobs).toEqual([]);
  });

  it("opens with jobs only, tells the applicants, and lets them rank only the jobs they applied to", async ({
    app,
    db,
  }) => {
    const p = await programme(app, 2);
    const outsider = await student(app);
    const roundId = p.roundId;
    // Still a draft: students do not see it.
    expect((await p.students[0]!.client.get(`/api/rounds/${roundId}`)).status).toBe(404);
    const empty = await createRound(p.a, { name: "Empty" });
    expect((await p.a.client.post(`/api/rounds/${empty}/open`)).json.error.code).toBe("round-without-jobs");

    const opened = await ok(await p.a.client.post(`/api/rounds/${roundId}/open`));
    expect(opened).toMatchObject({ status: "ranking", students: { eligible: 2, ranked: 0 } });
    expect((await p.a.client.post(`/api/rounds/${roundId}/open`)).json.error.code).toBe("round-wrong-state");
    expect((await notificationsOf(db, p.students[0]!.id)).map((row) => row.kind)).toContain("round.opened");
    expect((await notificationsOf(db, p.b.id)).map((row) => row.kind)).toContain("round.opened");
    expect((await p.students[0]!.client.get("/api/rounds")).json.items).toEqual([
      expect.objectContaining({ id: roundId, todo: "rank" }),
    ]);
    expect((await outsider.client.get(`/api/rounds/${roundId}`)).status).toBe(404);

    const s0 = p.students[0]!;
    const seen = await ok(await s0.client.get(`/api/rounds/${roundId}`));
    expect(seen.company).toBeNull();
    expect(seen.student.rankable.map((entry: { jobId: string }) => entry.jobId).sort()).toEqual(
      [p.jobA, p.jobB].sort(),
    );
    expect(seen.jobs.every((entry: { rankable: number }) => entry.rankable === 0)).toBe(true);

    const unknown = await s0.client.put(`/api/rounds/${roundId}/ranking`, { jobIds: [p.jobB, NO_SUCH_ID] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toEqual({ "jobIds.1": "Rank only the round's jobs you applied to." });
    expect((await s0.client.put(`/api/rounds/${roundId}/ranking`, { jobIds: [p.jobB, p.jobB] })).status).toBe(400);
    const ranked = await ok(await s0.client.put(`/api/rounds/${roundId}/ranking`, { jobIds: [p.jobB, p.jobA] }));
    expect(
      ranked.student.rankable.map((entry: { jobId: string; position: number }) => [entry.jobId, entry.position]),
    ).toEqual([
      [p.jobB, 1],
      [p.jobA, 2],
    ]);
    expect((await p.a.client.put(`/api/rounds/${roundId}/ranking`, { jobIds: [] })).status).toBe(403);
    expect((await ok(await p.a.client.get(`/api/rounds/${roundId}`))).students).toEqual({ eligible: 2, ranked: 1 });
  });

  it("lets a company rank its own job's shortlisted applicants, with the score as a hint", async ({ app }) => {
    const p = await programme(app, 2);
    const late = await student(app, { name: "Late Applicant" });
    const lateApplication = await applied(late, p.jobA);
    await ok(await p.a.client.post(`/api/rounds/${p.roundId}/open`));
    const url = `/api/rounds/${p.roundId}/jobs/${p.jobA}/ranking`;

    const before = await ok(await p.a.client.get(url));
    expect(before.applicants).toHaveLength(2);
    expect(
      before.applicants.every(
        (entry: { score: number | null; position: null }) => entry.score !== null && entry.position === null,
      ),
    ).toBe(true);
    // Not shortlisted yet: not rankable.
    const early = await p.a.client.put(url, { applicationIds: [lateApplication.id] });
    expect(early.json.error.fields).toEqual({ "applicationIds.0": "Rank only this job's shortlisted applicants." });
    await moved(p.a, lateApplication.id, { status: "interview" });
    const saved = await ok(
      await p.a.client.put(url, { applicationIds: [lateApplication.id, p.applications[1]![p.jobA]] }),
    );
    expect(
      saved.applicants.map((entry: { studentName: string; position: number | null }) => [
        entry.studentName,
        entry.position,
      ]),
    ).toEqual([
      ["Late Applicant", 1],
      ["Student 2", 2],
      ["Student 1", null],
    ]);
    // Another member cannot read or write it; a student neither.
    expect((await p.b.client.get(url)).status).toBe(404);
    expect((await p.b.client.put(url, { applicationIds: [] })).status).toBe(404);
    expect((await p.students[0]!.client.get(url)).status).toBe(403);
  });

  it("takes rankings only while ranking is open and before its deadline, and changes only until the run", async ({
    app,
  }) => {
    const p = await programme(app, 1);
    const rank = () => p.students[0]!.client.put(`/api/rounds/${p.roundId}/ranking`, { jobIds: [p.jobA] });
    await ok(await p.a.client.patch(`/api/rounds/${p.roundId}`, { rankingDeadline: hoursFromNow(2) }));
    await ok(await p.a.client.post(`/api/rounds/${p.roundId}/open`));
    await ok(await rank());
    await later(app, 3 / 24, async () => {
      const late = await rank();
      expect([late.status, late.json.error.code]).toEqual([409, "round-deadline-passed"]);
    });
    await ok(await p.a.client.post(`/api/rounds/${p.roundId}/run`));
    for (const response of [
      await p.a.client.patch(`/api/rounds/${p.roundId}`, { name: "Renamed" }),
      await p.a.client.post(`/api/rounds/${p.roundId}/jobs`, { jobId: p.jobA }),
      await p.a.client.delete(`/api/rounds/${p.roundId}`),
      await p.a.client.post(`/api/rounds/${p.roundId}/open`),
    ]) {
      expect([response.status, response.json.error.code]).toEqual([409, "round-wrong-state"]);
    }
    const closed = await ok(await p.a.client.post(`/api/rounds/${p.roundId}/close`));
    expect(closed.status).toBe("closed");
    expect((await p.a.client.post(`/api/rounds/${p.roundId}/run`)).status).toBe(409);
  });
});
