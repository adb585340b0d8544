import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { applicationEvents, liveEvents } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { company, NO_SUCH_ID, notificationsOf, student } from "../../test/application-fixtures.ts";
import { hoursFromNow, proposalBody, proposed, scheduled, shortlistedPair } from "../../test/interview-fixtures.ts";

describe("proposing an interview", () => {
  it("lets the job's company propose times from a shortlisted application, and tells the student", async ({
    app,
    db,
  }) => {
    const pair = await shortlistedPair(app);
    const response = await pair.company.client.post(
      `/api/applications/${pair.applicationId}/interviews`,
      proposalBody(),
    );
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      applicationId: pair.applicationId,
      job: { id: pair.jobId },
      companyName: "Acme Robotics",
      status: "proposed",
      chosenSlotId: null,
      timeZone: "Europe/Zurich",
      location: { kind: "video", url: "https://meet.example/stint-interview" },
      note: "You will meet our lead engineer.",
      reason: null,
    });
    expect(response.json.slots).toHaveLength(2);
    const told = await notificationsOf(db, pair.student.id);
    expect(told.map((row) => row.kind)).toContain("interview.proposed");
    const live = await db.select().from(liveEvents).where(eq(liveEvents.accountId, pair.student.id));
    expect(live.map((row) => row.event)).toContainEqual({
      kind: "interview",
      interviewId: response.json.id,
      applicationId: pair.applicationId,
    });
    const companyLive = await db.select().from(liveEvents).where(eq(liveEvents.accountId, pair.company.id));
    expect(companyLive.some((row) => row.event.kind === "interview")).toBe(true);
  }, 60_000);

  it("refuses bad input field by field", async ({ app }) => {
    const pair = await shortlistedPair(app);
    const url = `/api/applications/${pair.applicationId}/interviews`;
    const cases: [Record<string, unknown>, string][] = [
      [{ slots: [] }, "slots"],
      [{ slots: [{ startsAt: hoursFromNow(-1), durationMinutes: 30 }] }, "slots.0.startsAt"],
      [{ slots: [{ startsAt: hoursFromNow(5), durationMinutes: 10 }] }, "slots.0.durationMinutes"],
      [{ slots: [{ startsAt: hoursFromNow(5), durationMinutes: 481 }] }, "slots.0.durationMinutes"],
      [{ slots: [{ startsAt: "tomorrow", durationMinutes: 30 }] }, "slots.0.startsAt"],
      [
        { slots: Array.from({ length: 11 }, (_, i) => ({ startsAt: hoursFromNow(5 + i), durationMinutes: 30 })) },
        "slots",
      ],
      [{ timeZone: "Mars/Olympus" }, "timeZone"],
      [{ timeZone: "+01:00" }, "timeZone"],
      [{ location: { kind: "video", url: "javascript:alert(1)" } }, "location.url"],
      [{ location: { kind: "video", url: "ftp://files.example/x" } }, "location.url"],
      [{ location: { kind: "onsite", address: "" } }, "location.address"],
    ];
    for (const [override, field] of cases) {
      const response = await pair.company.client.post(url, proposalBody(override));
      expect(response.status, field).toBe(400);
      expect(Object.keys(response.json.error.fields ?? {}), JSON.stringify(override)).toContain(field);
    }
    const onsite = await pair.company.client.post(
      url,
      proposalBody({ location: { kind: "onsite", address: "Bahnhofstrasse 1, Zürich" }, timeZone: "America/New_York" }),
    );
    expect(onsite.status).toBe(201);
  }, 60_000);

  it("is the job's company's alone, from shortlisted or interview only", async ({ app }) => {
    const pair = await shortlistedPair(app);
    const url = `/api/applications/${pair.applicationId}/interviews`;
    const stranger = await company(app, "Other Corp");
    const otherStudent = await student(app);
    expect((await stranger.client.post(url, proposalBody())).status).toBe(404);
    expect((await otherStudent.client.post(url, proposalBody())).status).toBe(404);
    expect((await pair.student.client.post(url, proposalBody())).status).toBe(403);
    expect((await app.client().post(url, proposalBody())).status).toBe(401);
    expect((await pair.company.client.post(`/api/applications/${NO_SUCH_ID}/interviews`, proposalBody())).status).toBe(
      404,
    );
    expect((await pair.company.client.post(`/api/applications/nope/interviews`, proposalBody())).status).toBe(404);
    // Only applied: not yet.
    const early = await shortlistedPair(app);
    await early.company.client.post(`/api/applications/${early.applicationId}/status`, {
      status: "rejected",
      reasonCode: "other",
    });
    const refused = await early.company.client.post(
      `/api/applications/${early.applicationId}/interviews`,
      proposalBody(),
    );
    expect(refused.status).toBe(409);
  }, 60_000);
});

describe("listing interviews", () => {
  it("shows an application's and a user's interviews to their two sides only", async ({ app }) => {
    const pair = await shortlistedPair(app);
    const interview = await proposed(pair);
    const url = `/api/applications/${pair.applicationId}/interviews`;
    for (const side of [pair.company, pair.student]) {
      const list = await side.client.get(url);
      expect(list.status).toBe(200);
      expect(list.json.map((row: { id: string }) => row.id)).toEqual([interview.id]);
      const mine = await side.client.get("/api/interviews?upcoming=true");
      expect(mine.json.map((row: { id: string }) => row.id)).toContain(interview.id);
    }
    const stranger = await company(app, "Other Corp");
    const otherStudent = await student(app);
    expect((await stranger.client.get(url)).status).toBe(404);
    expect((await otherStudent.client.get(url)).status).toBe(404);
    expect((await app.client().get(url)).status).toBe(401);
    expect((await app.client().get("/api/interviews")).status).toBe(401);
    expect((await stranger.client.get("/api/interviews")).json).toEqual([]);
    expect((await otherStudent.client.get("/api/interviews?upcoming=true")).json).toEqual([]);
    expect((await otherStudent.client.get("/api/interviews?upcoming=maybe")).status).toBe(400);
  }, 60_000);
});

describe("picking a time", () => {
  it("schedules the interview and moves the application to interview, with its history and notifications", async ({
    app,
    db,
  }) => {
    const pair = await shortlistedPair(app);
    const interview = await proposed(pair);
    const slot = interview.slots[1]!;
    const url = `/api/interviews/${interview.id}/pick`;
    const stranger = await student(app);
    expect((await stranger.client.post(url, { slotId: slot.id })).status).toBe(404);
    expect((await (await company(app, "Other Corp")).client.post(url, { slotId: slot.id })).status).toBe(404);
    expect((await pair.company.client.post(url, { slotId: slot.id })).status).toBe(403);
    expect((await app.client().post(url, { slotId: slot.id })).status).toBe(401);
    const wrong = await pair.student.client.post(url, { slotId: NO_SUCH_ID });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toHaveProperty("slotId");

    const picked = await pair.student.client.post(url, { slotId: slot.id });
    expect(picked.status).toBe(200);
    expect(picked.json).toMatchObject({ status: "scheduled", chosenSlotId: slot.id });
    expect(picked.json.sequence).toBeGreaterThan(interview.sequence);
    const application = await pair.student.client.get(`/api/applications/${pair.applicationId}`);
    expect(application.json.status).toBe("interview");
    const events = await db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, pair.applicationId));
    expect(events.at(-1)).toMatchObject({ fromStatus: "shortlisted", toStatus: "interview", actorRole: "student" });
    expect((await notificationsOf(db, pair.company.id)).map((row) => row.kind)).toContain("interview.scheduled");
    const studentKinds = (await notificationsOf(db, pair.student.id)).map((row) => row.kind);
    expect(studentKinds).toEqual(expect.arrayContaining(["interview.scheduled", "application.status"]));

    expect((await pair.student.client.post(url, { slotId: slot.id })).status).toBe(409);
  }, 60_000);

  it("keeps a second interview of an application at interview where it is", async ({ app }) => {
    const pair = await shortlistedPair(app);
    await scheduled(pair);
    const second = await scheduled(pair);
    expect(second.status).toBe("scheduled");
    const application = await pair.student.client.get(`/api/applications/${pair.applicationId}`);
    expect(application.json.status).toBe("interview");
  }, 60_000);
});

describe("changing an interview", () => {
  it("lets the student ask for other times, the company reschedule, either side cancel, and no one else", async ({
    app,
    db,
  }) => {
    const pair = await shortlistedPair(app);
    const interview = await scheduled(pair);
    const base = `/api/interviews/${interview.id}`;
    const stranger = await company(app, "Other Corp");
    const otherStudent = await student(app);
    const ask = { message: "Could we meet in the afternoon instead?" };
    const move = { reason: "The room is taken.", slots: [{ startsAt: hoursFromNow(200), durationMinutes: 30 }] };
    const cancel = { reason: "We filled the position." };
    for (const [path, body] of [
      ["other-times", ask],
      ["reschedule", move],
      ["cancel", cancel],
    ] as const) {
      expect((await stranger.client.post(`${base}/${path}`, body)).status, path).toBe(404);
      expect((await otherStudent.client.post(`${base}/${path}`, body)).status, path).toBe(404);
      expect((await app.client().post(`${base}/${path}`, body)).status, path).toBe(401);
      expect((await pair.company.client.post(`/api/interviews/${NO_SUCH_ID}/${path}`, body)).status).toBe(404);
    }
    expect((await pair.company.client.post(`${base}/other-times`, ask)).status).toBe(403);
    expect((await pair.student.client.post(`${base}/reschedule`, move)).status).toBe(403);
    const empty = await pair.student.client.post(`${base}/other-times`, { message: " " });
    expect(empty.json.error.fields).toHaveProperty("message");
    const noReason = await pair.company.client.post(`${base}/reschedule`, { ...move, reason: "" });
    expect(noReason.json.error.fields).toHaveProperty("reason");
    const past = await pair.company.client.post(`${base}/reschedule`, {
      ...move,
      slots: [{ startsAt: hoursFromNow(-2), durationMinutes: 30 }],
    });
    expect(past.json.error.fields).toHaveProperty(["slots.0.startsAt"]);

    const asked = await pair.student.client.post(`${base}/other-times`, ask);
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ status: "other-times-requested", reason: ask.message, reasonBy: "student" });
    expect((await notificationsOf(db, pair.company.id)).map((row) => row.kind)).toContain("interview.other-times");

    const moved = await pair.company.client.post(`${base}/reschedule`, move);
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ status: "scheduled", reason: move.reason, reasonBy: "company" });
    expect(moved.json.slots).toHaveLength(1);
    expect(moved.json.chosenSlotId).toBe(moved.json.slots[0].id);
    expect((await notificationsOf(db, pair.student.id)).map((row) => row.kind)).toContain("interview.rescheduled");

    const cancelled = await pair.company.client.post(`${base}/cancel`, cancel);
    expect(cancelled.json).toMatchObject({ status: "cancelled", reason: cancel.reason, reasonBy: "company" });
    expect((await notificationsOf(db, pair.student.id)).map((row) => row.kind)).toContain("interview.cancelled");
    for (const [side, path, body] of [
      [pair.student, "cancel", cancel],
      [pair.student, "other-times", ask],
      [pair.company, "reschedule", move],
    ] as const) {
      expect((await side.client.post(`${base}/${path}`, body)).status, path).toBe(409);
    }
    expect((await pair.student.client.get("/api/interviews?upcoming=true")).json).toEqual([]);
    expect((await pair.student.client.get("/api/interviews")).json.map((row: { id: string }) => row.id)).toEqual([
      interview.id,
    ]);
  }, 120_000);
});
