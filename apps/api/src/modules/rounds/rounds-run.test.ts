import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { applications } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { notificationsOf } from "../../test/application-fixtures.ts";
import { later } from "../../test/rating-fixtures.ts";
import { jobRanks, ok, placeOf, programme, studentRanks, type Programme } from "../../test/round-fixtures.ts";
import { sweepRounds } from "./sweep-rounds.ts";

/**
 * The instance: A (2 places) ranks s3 > s2 > s1 > s0; B (1 place) ranks s0 > s1 > s2 and leaves s3 out.
 * s0 and s1 want A then B, s2 wants B then A, s3 only A. Student-proposing deferred acceptance gives
 * A = {s3, s2}, B = {s0}, and s1 nothing.
 */
async function rankedProgramme(app: Parameters<typeof programme>[0]): Promise<Programme> {
  const p = await programme(app);
  await ok(await p.a.client.post(`/api/rounds/${p.roundId}/open`));
  await studentRanks(p, 0, [p.jobA, p.jobB]);
  await studentRanks(p, 1, [p.jobA, p.jobB]);
  await studentRanks(p, 2, [p.jobB, p.jobA]);
  await studentRanks(p, 3, [p.jobA]);
  await jobRanks(p.a, p, p.jobA, [3, 2, 1, 0]);
  await jobRanks(p.b, p, p.jobB, [0, 1, 2]);
  return p;
}

const answer = (client: Programme["a"]["client"], p: Programme, placeId: string, confirm: boolean) =>
  client.post(`/api/rounds/${p.roundId}/places/${placeId}/answer`, { confirm });

describe("running a round", () => {
  it("proposes the stable assignment, explains it to both sides and tells everyone", async ({ app, db }) => {
    const p = await rankedProgramme(app);
    expect((await p.b.client.post(`/api/rounds/${p.roundId}/run`)).status).toBe(403);
    expect((await p.students[0]!.client.post(`/api/rounds/${p.roundId}/run`)).status).toBe(403);
    const round = await ok(await p.a.client.post(`/api/rounds/${p.roundId}/run`));
    expect(round.status).toBe("confirming");
    expect(round.runs).toEqual([expect.objectContaining({ run: 1, students: 4, placed: 3 })]);

    const s0 = await placeOf(p, 0);
    expect(s0?.place).toMatchObject({ jobId: p.jobB, studentChoice: 2, status: "proposed", studentAnswer: null });
    expect(s0?.reasons).toEqual([
      expect.objectContaining({ jobId: p.jobA, choice: 1, code: "filled-by-higher-ranked", capacity: 2 }),
    ]);
    expect((await placeOf(p, 3))?.place).toMatchObject({ jobId: p.jobA, studentChoice: 1 });
    expect((await placeOf(p, 2))?.place).toMatchObject({ jobId: p.jobA, studentChoice: 2 });
    const s1 = await placeOf(p, 1);
    expect(s1?.place).toBeNull();
    expect(s1?.reasons.map((reason) => [reason.choice, reason.code, reason.capacity])).toEqual([
      [1, "filled-by-higher-ranked", 2],
      [2, "filled-by-higher-ranked", 1],
    ]);

    // A sees its own places and reasons, not B's.
    const seenByA = await ok(await p.a.client.get(`/api/rounds/${p.roundId}`));
    expect(seenByA.company.places.map((place: { studentId: string }) => place.studentId).sort()).toEqual(
      [p.students[2]!.id, p.students[3]!.id].sort(),
    );
    expect(seenByA.company.reasons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          jobId: p.jobA,
          rank: 4,
          code: "capacity-filled-with-higher-ranked",
          studentName: "Student 1",
        }),
      ]),
    );
    expect(seenByA.jobs.find((job: { jobId: string }) => job.jobId === p.jobB)).toMatchObject({
      filled: 1,
      mine: false,
    });

    const kinds = async (id: string) => (await notificationsOf(db, id)).map((row) => row.kind);
    expect(await kinds(p.students[0]!.id)).toContain("round.result");
    expect(await kinds(p.students[1]!.id)).toContain("round.result");
    expect(await kinds(p.b.id)).toContain("round.result");
    // Ranking is over.
    expect((await p.students[0]!.client.put(`/api/rounds/${p.roundId}/ranking`, { jobIds: [] })).status).toBe(409);
  });

  it("hires when both sides confirm, frees a declined place, and a second run fills it", async ({ app, db }) => {
    const p = await rankedProgramme(app);
    await ok(await p.a.client.post(`/api/rounds/${p.roundId}/run`));
    const place = async (index: number) => (await placeOf(p, index))!.place.id as string;

    // s3 and A confirm: hired.
    await ok(await answer(p.students[3]!.client, p, await place(3), true));
    expect((await placeOf(p, 3))!.place).toMatchObject({ status: "proposed", studentAnswer: "confirmed" });
    expect((await notificationsOf(db, p.a.id)).map((row) => row.kind)).toContain("round.confirm");
    await ok(await answer(p.a.client, p, await place(3), true));
    expect((await placeOf(p, 3))!.place.status).toBe("confirmed");
    const [hired] = await db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, p.applications[3]![p.jobA]!));
    expect(hired?.status).toBe("hired");
    expect((await answer(p.a.client, p, await place(3), false)).status).toBe(409);

    // Only the place's own sides answer it.
    expect((await answer(p.b.client, p, await place(2), true)).status).toBe(404);
    expect((await answer(p.students[0]!.client, p, await place(2), true)).status).toBe(404);
    // s2 declines: the place is gone, A is told.
    await ok(await answer(p.students[2]!.client, p, await place(2), false));
    expect((await placeOf(p, 2))!.place.status).toBe("declined");

    // The second run: s1 (unplaced) gets A's freed place; s2 declined and is out; B has no place left.
    expect((await p.b.client.post(`/api/rounds/${p.roundId}/run`)).status).toBe(403);
    const again = await ok(await p.a.client.post(`/api/rounds/${p.roundId}/run`));
    expect(again.runs.at(-1)).toMatchObject({ run: 2, students: 1, placed: 1 });
    // Positions are those of the rankings the sides saved: A ranked s1 3rd, s1 put A first.
    expect(await placeOf(p, 1)).toMatchObject({
      run: 2,
      place: { jobId: p.jobA, status: "proposed", jobRank: 3, studentChoice: 1 },
    });
    expect((await placeOf(p, 2))!.run).toBe(1);
    // Nobody is left to place now: s0's place is still open, s1 holds one, s2 declined, s3 confirmed.
    const nothing = await p.a.client.post(`/api/rounds/${p.roundId}/run`);
    expect(nothing.status).toBe(409);
    expect(nothing.json.error.code).toBe("round-nothing-to-run");
  });

  it("runs itself at the ranking deadline and closes at the confirmation deadline, reminding once before each", async ({
    app,
    db,
  }) => {
    const p = await rankedProgramme(app);
    // s1 takes its ranking back: the reminder is for them (and not for those who ranked).
    await studentRanks(p, 1, []);
    const now = () => app.deps.clock.now();
    // The sweep sees the whole database (the other tests' rounds too): what it does to this round counts.
    const told = async (index: number, kind: string) =>
      (await notificationsOf(db, p.students[index]!.id)).filter((row) => row.kind === kind).length;
    // Ranking closes in 72 hours: 50 hours later it is within a day.
    await later(app, 50 / 24, async () => {
      await sweepRounds({ db, now: now() });
      await sweepRounds({ db, now: now() });
    });
    expect(await told(1, "round.deadline")).toBe(1);
    expect(await told(0, "round.deadline")).toBe(0);
    await later(app, 73 / 24, async () => {
      expect((await sweepRounds({ db, now: now() })).ran).toBeGreaterThanOrEqual(1);
      const round = await ok(await p.a.client.get(`/api/rounds/${p.roundId}`));
      expect(round.status).toBe("confirming");
      expect(round.runs[0].ranBy).toBeNull();
    });
    // Confirmation closes at 240 hours: a day before, each side with an unanswered place is reminded.
    await later(app, 220 / 24, async () => {
      await sweepRounds({ db, now: now() });
      await sweepRounds({ db, now: now() });
    });
    expect(await told(0, "round.confirm")).toBe(1);
    expect(await told(1, "round.confirm")).toBe(0);
    await later(app, 241 / 24, async () => {
      const placeId = (await placeOf(p, 0))!.place.id;
      expect((await placeOf(p, 0))!.place.status).toBe("expired");
      expect((await answer(p.students[0]!.client, p, placeId, true)).status).toBe(409);
      expect((await sweepRounds({ db, now: now() })).closed).toBeGreaterThanOrEqual(1);
      const round = await ok(await p.a.client.get(`/api/rounds/${p.roundId}`));
      expect(round.status).toBe("closed");
    });
  });
});
