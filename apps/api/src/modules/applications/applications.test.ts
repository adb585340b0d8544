import { eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { applicationEvents, applications, jobs } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import {
  applied,
  appliedToNewJob,
  company,
  type Company,
  job,
  countMailEvents,
  hiredThroughOffer,
  mailEventsFor,
  moved,
  offerTerms,
  NO_SUCH_ID,
  notificationsOf,
  student,
  type Student,
} from "../../test/application-fixtures.ts";
import { createCv } from "../../test/cv-fixtures.ts";

// Applications through HTTP: applying, the company's moves, withdrawing, and who may see and do what.

let acme: Company;
let rival: Company;
it.beforeAll(async ({ app }) => {
  acme = await company(app, "Acme Robotics");
  rival = await company(app, "Rival Works");
});

describe("applying", () => {
  it("applies with a CV and a note, records who did it, and tells the company in the same step", async ({
    app,
    db,
  }) => {
    const jobId = await job(acme, { title: "Robotics Intern" });
    const lena = await student(app, { name: "Lena Meier" });
    const response = await lena.client.post("/api/applications", { jobId, cvId: lena.cvId, note: "  Hello!  " });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      status: "applied",
      note: "Hello!",
      job: {
        id: jobId,
        title: "Robotics Intern",
        companyId: acme.id,
        companyName: "Acme Robotics",
        status: "published",
      },
      student: { id: lena.id, name: "Lena Meier", avatarUrl: null },
      cv: { id: lena.cvId, title: "Robotics internship CV" },
      reasonCode: null,
      invitationId: null,
      matchId: null,
      allowedMoves: ["withdrawn"],
      events: [{ fromStatus: null, toStatus: "applied", by: "student", reasonCode: null }],
    });
    expect(response.json).not.toHaveProperty("overdue");

    const told = await notificationsOf(db, acme.id);
    const notification = told.find((row) => row.payload.link?.id === response.json.id);
    expect(notification).toMatchObject({
      kind: "application.created",
      readAt: null,
      payload: { title: 'Lena Meier applied to "Robotics Intern"', link: { type: "application" } },
    });
    expect(await mailEventsFor(db, notification!.id)).toHaveLength(1);
  });

  it("applies with the primary CV when none is named", async ({ app }) => {
    const jobId = await job(acme);
    const anna = await student(app);
    const response = await anna.client.post("/api/applications", { jobId });
    expect(response.status).toBe(201);
    expect(response.json.cv.id).toBe(anna.cvId);
    expect(response.json.note).toBeNull();
  });

  it("takes one application per job and student (409), also when two arrive at once", async ({ app, db }) => {
    const jobId = await job(acme);
    const ben = await student(app);
    await applied(ben, jobId);
    const again = await ben.client.post("/api/applications", { jobId, cvId: ben.cvId });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: "conflict", message: "You have already applied to this job." });

    const cara = await student(app);
    const both = await Promise.all([1, 2].map(() => cara.client.post("/api/applications", { jobId })));
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    const rows = await db.select().from(applications).where(eq(applications.studentId, cara.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses a closed job or a passed deadline with 409, and a draft as not found", async ({ app, db }) => {
    const dana = await student(app);
    const draft = await job(acme, { publish: false });
    const missing = await dana.client.post("/api/applications", { jobId: draft });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe("This job was not found.");

    const closed = await job(acme);
    expect((await acme.client.post(`/api/jobs/${closed}/close`)).status).toBe(200);
    const refused = await dana.client.post("/api/applications", { jobId: closed });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe("This job is closed and takes no more applications.");

    const late = await job(acme);
    await db.update(jobs).set({ deadline: "2020-01-01", startDate: "2020-02-01" }).where(eq(jobs.id, late));
    const tooLate = await dana.client.post("/api/applications", { jobId: late });
    expect(tooLate.status).toBe(409);
    expect(tooLate.json.error.message).toBe("The application deadline of this job passed on 2020-01-01.");

    for (const jobId of [NO_SUCH_ID, "not-a-uuid"]) {
      expect((await dana.client.post("/api/applications", { jobId })).status, jobId).toBe(404);
    }
    expect(await db.select().from(applications).where(eq(applications.studentId, dana.id))).toEqual([]);
  });

  it("takes only the student's own CV (another's is not found) and needs one (409)", async ({ app, db }) => {
    const jobId = await job(acme);
    const eva = await student(app);
    const other = await student(app);
    const response = await eva.client.post("/api/applications", { jobId, cvId: other.cvId });
    expect(response.status).toBe(404);
    expect(response.json.error.message).toBe("This CV was not found.");

    const noCv = await student(app);
    await db.execute(sql`delete from cvs where student_id = ${noCv.id}`);
    const without = await noCv.client.post("/api/applications", { jobId });
    expect(without.status).toBe(409);
    expect(without.json.error.message).toBe("You need a CV to apply: create one first.");
    expect(await db.select().from(applications).where(eq(applications.studentId, noCv.id))).toEqual([]);
  });

  it("is for signed-in students: a company gets 403, the signed-out 401", async ({ app }) => {
    const jobId = await job(acme);
    const asCompany = await rival.client.post("/api/applications", { jobId });
    expect(asCompany.status).toBe(403);
    expect(asCompany.json.error.message).toBe("This is for students.");
    expect((await app.client().post("/api/applications", { jobId })).status).toBe(401);
  });

  it("answers bad input with 400 and a message per field", async ({ app }) => {
    const jobId = await job(acme);
    const fay = await student(app);
    const cases: [unknown, string, RegExp][] = [
      [{}, "jobId", /Choose a job/],
      [{ jobId, note: "x".repeat(2001) }, "note", /at most 2,000 characters/],
      [{ jobId, note: 42 }, "note", /Enter text/],
      [{ jobId, cvId: "" }, "cvId", /Choose a CV/],
      [{ jobId, status: "hired" }, "status", /not accepted/],
    ];
    for (const [body, field, message] of cases) {
      const response = await fay.client.post("/api/applications", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.code).toBe("invalid-input");
      expect(response.json.error.fields[field], JSON.stringify(body)).toMatch(message);
    }
    const ok = await fay.client.post("/api/applications", { jobId, note: "x".repeat(2000) });
    expect(ok.status).toBe(201);
  });
});

describe("reading applications", () => {
  let jobId: string;
  let applicant: Student;
  let applicationId: string;
  it.beforeAll(async ({ app }) => {
    jobId = await job(acme);
    applicant = await student(app);
    applicationId = (await applied(applicant, jobId)).id;
  });

  it("shows an application to its student and the job's company, and to nobody else (404)", async ({ app }) => {
    const mine = await applicant.client.get(`/api/applications/${applicationId}`);
    expect(mine.status).toBe(200);
    expect(mine.json.allowedMoves).toEqual(["withdrawn"]);
    const theirs = await acme.client.get(`/api/applications/${applicationId}`);
    expect(theirs.status).toBe(200);
    expect(theirs.json).toMatchObject({
      overdue: false,
      allowedMoves: ["reviewed", "shortlisted", "interview", "offer", "rejected"],
    });
    const stranger = await student(app);
    for (const client of [stranger.client, rival.client]) {
      const response = await client.get(`/api/applications/${applicationId}`);
      expect(response.status).toBe(404);
      expect(response.json.error.message).toBe("This application was not found.");
    }
    for (const id of [NO_SUCH_ID, "42", "not-a-uuid"]) {
      expect((await applicant.client.get(`/api/applications/${id}`)).status, id).toBe(404);
    }
    expect((await app.client().get(`/api/applications/${applicationId}`)).status).toBe(401);
  });

  it("lists a student's own applications and a company's, by job, newest first in cursor pages", async ({ app }) => {
    const second = await job(acme);
    const third = await job(acme);
    const many = await student(app);
    const ids = [(await applied(many, jobId)).id, (await applied(many, second)).id, (await applied(many, third)).id];

    const first = await many.client.get("/api/applications?limit=2");
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(3);
    expect(first.json.items.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const next = await many.client.get(`/api/applications?limit=2&cursor=${first.json.nextCursor}`);
    expect(next.json.items.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
    expect(next.json.nextCursor).toBeNull();

    const forJob = await acme.client.get(`/api/applications?jobId=${jobId}`);
    expect(forJob.status).toBe(200);
    expect(forJob.json.items.map((item: { student: { id: string } }) => item.student.id).sort()).toEqual(
      [applicant.id, many.id].sort(),
    );
    expect(forJob.json.items.every((item: { overdue: boolean }) => item.overdue === false)).toBe(true);

    expect((await rival.client.get(`/api/applications?jobId=${jobId}`)).status).toBe(404);
    expect((await rival.client.get("/api/applications")).json.total).toBe(0);
    const bad = await many.client.get("/api/applications?cursor=nonsense&status=later&limit=0");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(["limit", "status"]);
    const badCursor = await many.client.get("/api/applications?cursor=nonsense");
    expect(badCursor.status).toBe(400);
    expect(badCursor.json.error.fields.cursor).toMatch(/cursor/);
  });

  it("flags an application the company has not touched for 21 days as overdue, and filters on it", async ({
    app,
    db,
  }) => {
    const overdueJob = await job(acme);
    const waiting = await student(app);
    const fresh = await student(app);
    const old = await applied(waiting, overdueJob);
    await applied(fresh, overdueJob);
    await db
      .update(applications)
      .set({ createdAt: sql`now() - interval '22 days'` })
      .where(eq(applications.id, old.id));

    const list = await acme.client.get(`/api/applications?jobId=${overdueJob}&overdue=true`);
    expect(list.json.items.map((item: { id: string }) => item.id)).toEqual([old.id]);
    expect(list.json.items[0].overdue).toBe(true);
    expect((await acme.client.get(`/api/applications?jobId=${overdueJob}&overdue=false`)).json.total).toBe(1);
    expect((await waiting.client.get(`/api/applications/${old.id}`)).json).not.toHaveProperty("overdue");
    const studentList = await waiting.client.get("/api/applications?overdue=true");
    expect(studentList.json.items.map((item: { id: string }) => item.id)).toEqual([old.id]);
    expect(studentList.json.items[0]).not.toHaveProperty("overdue");
    expect((await waiting.client.get("/api/applications?overdue=false")).json.total).toBe(1);

    // A move is a touch: no longer overdue, until another 21 days pass.
    await moved(acme, old.id, { status: "reviewed" });
    expect((await acme.client.get(`/api/applications/${old.id}`)).json.overdue).toBe(false);
    await db
      .update(applications)
      .set({ companyActedAt: sql`now() - interval '21 days 1 hour'` })
      .where(eq(applications.id, old.id));
    expect((await acme.client.get(`/api/applications/${old.id}`)).json.overdue).toBe(true);
    // A final status is never overdue.
    await moved(acme, old.id, { status: "rejected", reasonCode: "experience" });
    expect((await acme.client.get(`/api/applications/${old.id}`)).json.overdue).toBe(false);
    const bad = await acme.client.get(`/api/applications?overdue=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.overdue).toBe("Use true or false.");
  });

  it("filters by status", async ({ app }) => {
    const statusJob = await job(acme);
    const a = await applied(await student(app), statusJob);
    await applied(await student(app), statusJob);
    await moved(acme, a.id, { status: "interview" });
    const response = await acme.client.get(`/api/applications?jobId=${statusJob}&status=interview,offer`);
    expect(response.json.items.map((item: { id: string }) => item.id)).toEqual([a.id]);
    const repeated = await acme.client.get(`/api/applications?jobId=${statusJob}&status=applied&status=interview`);
    expect(repeated.json.total).toBe(2);
  });
});

describe("the company's moves", () => {
  it("moves forward step by step (or skipping steps), records each with who, and tells the student each time", async ({
    app,
    db,
  }) => {
    const { who: gil, id } = await appliedToNewJob(app, acme, { job: { title: "Pipeline Intern" } });
    await moved(acme, id, { status: "reviewed" });
    await moved(acme, id, { status: "interview" });
    const hired = await hiredThroughOffer(acme, gil, id);
    expect(hired).toMatchObject({ status: "hired", allowedMoves: [] });
    expect(
      hired.events.map((event: { fromStatus: string; toStatus: string; by: string }) => [
        event.fromStatus,
        event.toStatus,
        event.by,
      ]),
    ).toEqual([
      [null, "applied", "student"],
      ["applied", "reviewed", "company"],
      ["reviewed", "interview", "company"],
      ["interview", "offer", "company"],
      ["offer", "hired", "company"],
    ]);
    // The student sees the same history.
    expect((await gil.client.get(`/api/applications/${id}`)).json.events).toEqual(hired.events);

    const told = (await notificationsOf(db, gil.id)).filter((row) =>
      ["application.status", "offer.received"].includes(row.kind),
    );
    expect(told.map((row) => row.payload.title)).toEqual([
      'Your application for "Pipeline Intern" is now: Reviewed',
      'Your application for "Pipeline Intern" is now: Interview',
      'Acme Robotics offers you "Pipeline Intern"',
      'Your application for "Pipeline Intern" is now: Hired',
    ]);
    for (const row of told) expect(await mailEventsFor(db, row.id)).toHaveLength(1);
  });

  it("refuses backward moves, moves from a final status and the same status again with 409, changing nothing", async ({
    app,
    db,
  }) => {
    const { who: hal, id } = await appliedToNewJob(app, acme);
    await moved(acme, id, { status: "interview" });
    const before = (await notificationsOf(db, hal.id)).length;

    const back = await acme.client.post(`/api/applications/${id}/status`, { status: "reviewed" });
    expect(back.status).toBe(409);
    expect(back.json.error.message).toBe(
      "An application only moves forward: it is interview, so it cannot go back to reviewed.",
    );
    const same = await acme.client.post(`/api/applications/${id}/status`, { status: "interview" });
    expect(same.status).toBe(409);
    expect(same.json.error.message).toBe("This application is already interview.");

    await moved(acme, id, { status: "rejected", reasonCode: "position-filled", reasonText: "We chose another." });
    for (const status of ["offer", "hired", "rejected"]) {
      const body =
        status === "rejected"
          ? { status, reasonCode: "other" }
          : status === "offer"
            ? { status, offer: offerTerms() }
            : { status };
      const response = await acme.client.post(`/api/applications/${id}/status`, body);
      expect(response.status, status).toBe(409);
      expect(response.json.error.message).toBe("This application is already rejected: it cannot change any more.");
    }
    const after = await acme.client.get(`/api/applications/${id}`);
    expect(after.json).toMatchObject({
      status: "rejected",
      reasonCode: "position-filled",
      reasonText: "We chose another.",
    });
    expect(after.json.events).toHaveLength(3);
    expect((await notificationsOf(db, hal.id)).length).toBe(before + 1);
  });

  it("needs a reason code to reject, and takes a reason only for a rejection (400)", async ({ app }) => {
    const jobId = await job(acme);
    const { id } = await applied(await student(app), jobId);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ status: "rejected" }, "reasonCode", /Choose a reason for the rejection/],
      [{ status: "rejected", reasonCode: "bored" }, "reasonCode", /Choose a reason/],
      [{ status: "reviewed", reasonCode: "experience" }, "reasonCode", /Only a rejection has a reason/],
      [{ status: "reviewed", reasonText: "Hmm" }, "reasonText", /Only a rejection has a reason/],
      [{ status: "withdrawn" }, "status", /Choose one of/],
      [{ status: "applied" }, "status", /Choose one of/],
      [{}, "status", /Choose one of/],
      [{ status: "rejected", reasonCode: "other", reasonText: "x".repeat(1001) }, "reasonText", /at most 1,000/],
    ];
    for (const [body, field, message] of cases) {
      const response = await acme.client.post(`/api/applications/${id}/status`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.fields[field], JSON.stringify(body)).toMatch(message);
    }
    expect((await acme.client.get(`/api/applications/${id}`)).json.status).toBe("applied");
  });

  it("is the job's company's only: the student gets 403, another company 404", async ({ app }) => {
    const { who: ida, id } = await appliedToNewJob(app, acme);
    const byStudent = await ida.client.post(`/api/applications/${id}/status`, { status: "hired" });
    expect(byStudent.status).toBe(403);
    expect(byStudent.json.error.message).toBe("This is for companies.");
    const byRival = await rival.client.post(`/api/applications/${id}/status`, { status: "reviewed" });
    expect(byRival.status).toBe(404);
    for (const bad of [NO_SUCH_ID, "nope"]) {
      expect((await acme.client.post(`/api/applications/${bad}/status`, { status: "reviewed" })).status).toBe(404);
    }
    expect((await acme.client.get(`/api/applications/${id}`)).json.status).toBe("applied");
  });

  it("leaves one consistent result when two moves of one application race: one wins, the other gets 409", async ({
    app,
    db,
  }) => {
    const jobId = await job(acme);
    for (const pair of [
      // Moves that exclude each other in either order: two final statuses, or one step twice.
      [{ status: "hired" }, { status: "rejected", reasonCode: "experience" }],
      [{ status: "reviewed" }, { status: "reviewed" }],
    ]) {
      const jon = await student(app);
      const { id } = await applied(jon, jobId);
      const responses = await Promise.all(pair.map((body) => acme.client.post(`/api/applications/${id}/status`, body)));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const winner = responses.find((response) => response.status === 200)!.json;
      const events = await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));
      expect(events.map((event) => event.toStatus)).toEqual(["applied", winner.status]);
      const [row] = await db.select().from(applications).where(eq(applications.id, id));
      expect(row!.status).toBe(winner.status);
      const told = (await notificationsOf(db, jon.id)).filter((n) => n.kind === "application.status");
      expect(told).toHaveLength(1);
    }
  });

  it("races the student's withdrawal against the company's rejection consistently", async ({ app, db }) => {
    const { who: kai, id } = await appliedToNewJob(app, acme);
    const responses = await Promise.all([
      kai.client.post(`/api/applications/${id}/withdraw`, {}),
      acme.client.post(`/api/applications/${id}/status`, { status: "rejected", reasonCode: "other" }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const events = await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));
    expect(events).toHaveLength(2);
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    expect(row!.status).toBe(events[1]!.toStatus);
  });

  it("leaves no notification (and no mail event) behind when a change fails after writing it", async ({ app, db }) => {
    const { who: lia, id } = await appliedToNewJob(app, acme);
    const before = await notificationsOf(db, lia.id);
    const mailEventsBefore = await countMailEvents(db);

    // Shortlisting writes the status, its event and the student's notification, then the match, which fails here.
    await db.execute(
      sql.raw(`create function fail_match_insert() returns trigger language plpgsql as $$
        begin
          if new.student_id = '${lia.id}' then raise exception 'match refused for the test'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(
        "create trigger fail_match_insert before insert on matches for each row execute function fail_match_insert()",
      ),
    );
    try {
      const response = await acme.client.post(`/api/applications/${id}/status`, { status: "shortlisted" });
      expect(response.status).toBe(500);
      expect(response.json.error.code).not.toBe("conflict");
    } finally {
      await db.execute(sql.raw("drop trigger fail_match_insert on matches"));
      await db.execute(sql.raw("drop function fail_match_insert()"));
    }
    expect(await notificationsOf(db, lia.id)).toEqual(before);
    expect(await countMailEvents(db)).toBe(mailEventsBefore);
    const after = await acme.client.get(`/api/applications/${id}`);
    expect(after.json).toMatchObject({ status: "applied", matchId: null });
    expect(after.json.events).toHaveLength(1);
    // And the same move succeeds once nothing stands in its way.
    expect((await moved(acme, id, { status: "shortlisted" })).matchId).toEqual(expect.any(String));
  });
});

describe("withdrawing", () => {
  it("lets the student withdraw from any open status with an optional reason, and tells the company", async ({
    app,
    db,
  }) => {
    const { who: max, id } = await appliedToNewJob(app, acme, {
      job: { title: "Withdrawal Intern" },
      student: { name: "Max Muster" },
    });
    await moved(acme, id, { status: "offer", offer: offerTerms() });
    const response = await max.client.post(`/api/applications/${id}/withdraw`, { reason: "I took another offer." });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: "withdrawn", reasonText: "I took another offer.", allowedMoves: [] });
    expect(response.json.events.at(-1)).toMatchObject({ fromStatus: "offer", toStatus: "withdrawn", by: "student" });
    const told = (await notificationsOf(db, acme.id)).filter((row) => row.kind === "application.withdrawn");
    expect(told.at(-1)!.payload).toMatchObject({
      title: 'Max Muster withdrew their application to "Withdrawal Intern"',
      body: "I took another offer.",
      link: { type: "application", id },
    });

    const again = await max.client.post(`/api/applications/${id}/withdraw`);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe("This application is already withdrawn: it cannot be withdrawn.");
    const companyMove = await acme.client.post(`/api/applications/${id}/status`, { status: "hired" });
    expect(companyMove.status).toBe(409);
  });

  it("takes no body at all, and is the student's own only (company 403, another student 404)", async ({ app }) => {
    const { who: ned, id } = await appliedToNewJob(app, acme);
    expect((await acme.client.post(`/api/applications/${id}/withdraw`)).status).toBe(403);
    expect((await (await student(app)).client.post(`/api/applications/${id}/withdraw`)).status).toBe(404);
    const long = await ned.client.post(`/api/applications/${id}/withdraw`, { reason: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.json.error.fields.reason).toMatch(/at most 1,000/);
    const bare = await ned.client.post(`/api/applications/${id}/withdraw`);
    expect(bare.status).toBe(200);
    expect(bare.json).toMatchObject({ status: "withdrawn", reasonText: null });
  });

  it("cannot withdraw a final application", async ({ app }) => {
    const { who: ola, id } = await appliedToNewJob(app, acme);
    await hiredThroughOffer(acme, ola, id);
    const response = await ola.client.post(`/api/applications/${id}/withdraw`, {});
    expect(response.status).toBe(409);
    expect(response.json.error.message).toBe("This application is already hired: it cannot be withdrawn.");
  });
});

describe("closing a job with applications", () => {
  it("refuses to close while applications are open, and rejects them all with one reason and closes in one step", async ({
    app,
    db,
  }) => {
    const jobId = await job(acme, { title: "Closing Intern" });
    const [p, q, r] = [await student(app), await student(app), await student(app)];
    const [ap, aq, ar] = [await applied(p, jobId), await applied(q, jobId), await applied(r, jobId)];
    await hiredThroughOffer(acme, r, ar.id);
    const { matchId } = await moved(acme, aq.id, { status: "shortlisted" });

    const close = await acme.client.post(`/api/jobs/${jobId}/close`);
    expect(close.status).toBe(409);
    expect(close.json.error.message).toBe(
      "This job has 2 open applications. Give each a final status first, or reject them all with one reason " +
        "and close the job in one step.",
    );

    const body = { jobId, reasonCode: "position-filled", reasonText: "Thank you!", closeJob: true };
    expect((await rival.client.post("/api/applications/reject-open", body)).status).toBe(404);
    expect((await p.client.post("/api/applications/reject-open", body)).status).toBe(403);
    const badReason = await acme.client.post("/api/applications/reject-open", { ...body, reasonCode: "meh" });
    expect(badReason.status).toBe(400);
    expect(badReason.json.error.fields.reasonCode).toBe("Choose a reason.");
    expect((await acme.client.post("/api/applications/reject-open", { jobId })).json.error.fields.reasonCode).toBe(
      "Choose a reason.",
    );

    const response = await acme.client.post("/api/applications/reject-open", body);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ rejected: 2, job: { id: jobId, status: "closed" } });
    for (const [who, application] of [
      [p, ap],
      [q, aq],
    ] as const) {
      const read = await who.client.get(`/api/applications/${application.id}`);
      expect(read.json).toMatchObject({ status: "rejected", reasonCode: "position-filled", reasonText: "Thank you!" });
      expect(read.json.events.at(-1)).toMatchObject({ toStatus: "rejected", by: "company" });
      const told = (await notificationsOf(db, who.id)).filter((row) => row.kind === "application.status");
      expect(told.at(-1)!.payload.title).toBe(
        'Your application for "Closing Intern" was not successful (The position has been filled)',
      );
    }
    expect((await acme.client.get(`/api/applications/${ar.id}`)).json.status).toBe("hired");
    // The shortlisted applicant's match ended with the rejection.
    expect((await q.client.get(`/api/matches/${matchId}`)).json.endedAt).toEqual(expect.any(String));

    const again = await acme.client.post("/api/applications/reject-open", body);
    expect(again.json).toEqual({ rejected: 0, job: { id: jobId, status: "closed" } });
  });

  it("closes a job whose applications all have a final status, and rejects without closing when asked", async ({
    app,
  }) => {
    const { jobId, who: s, id } = await appliedToNewJob(app, acme);
    const keep = await acme.client.post("/api/applications/reject-open", { jobId, reasonCode: "skills-mismatch" });
    expect(keep.json).toEqual({ rejected: 1, job: { id: jobId, status: "published" } });
    expect((await s.client.get(`/api/applications/${id}`)).json.status).toBe("rejected");
    expect((await acme.client.post(`/api/jobs/${jobId}/close`)).status).toBe(200);
  });

  it("keeps a job with applications from being deleted (409: close it instead)", async ({ app, db }) => {
    const jobId = await job(acme);
    await applied(await student(app), jobId);
    const response = await acme.client.delete(`/api/jobs/${jobId}`);
    expect(response.status).toBe(409);
    expect(response.json.error.message).toBe("This job has applications, so it cannot be deleted: close it instead.");
    expect(await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId))).toHaveLength(1);
    const empty = await job(acme);
    expect((await acme.client.delete(`/api/jobs/${empty}`)).status).toBe(204);
  });
});

describe("the applicant's CV", () => {
  it("becomes visible to the company with its PDF, only the CV applied with, and to no other company", async ({
    app,
  }) => {
    const jobId = await job(acme);
    const quiet = await student(app, { openToOffers: false });
    const pdf = await uploadPdf(quiet.client);
    await quiet.client.patch(`/api/cvs/${quiet.cvId}`, { fileId: pdf });
    const other = await createCv(quiet.client, { title: "Another CV" });

    expect((await acme.client.get(`/api/cvs/${quiet.cvId}`)).status).toBe(404);
    expect((await acme.client.get(`/api/files/${pdf}`)).status).toBe(404);
    await applied(quiet, jobId);

    expect((await acme.client.get(`/api/cvs/${quiet.cvId}`)).status).toBe(200);
    expect((await acme.client.get(`/api/files/${pdf}`)).status).toBe(302);
    expect((await acme.client.get(`/api/cvs/${other.id}`)).status).toBe(404);
    expect((await rival.client.get(`/api/cvs/${quiet.cvId}`)).status).toBe(404);
    expect((await rival.client.get(`/api/files/${pdf}`)).status).toBe(404);
  });

  it("stays visible after the application is rejected (the application still exists)", async ({ app }) => {
    const { who: quiet, id } = await appliedToNewJob(app, acme, { student: { openToOffers: false } });
    await moved(acme, id, { status: "rejected", reasonCode: "other" });
    expect((await acme.client.get(`/api/cvs/${quiet.cvId}`)).status).toBe(200);
  });
});

async function uploadPdf(client: Student["client"]): Promise<string> {
  const { uploaded, pdfBytes } = await import("../../test/files.ts");
  return (await uploaded(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes() })).id;
}

describe("the OpenAPI document", () => {
  it("documents every route of applications, invitations and matches with its request and responses", async ({
    app,
  }) => {
    const doc = (await app.client().get("/api/openapi.json")).json;
    const expected: Record<string, string[]> = {
      "/applications": ["get", "post"],
      "/applications/reject-open": ["post"],
      "/applications/{id}": ["get"],
      "/applications/{id}/status": ["post"],
      "/applications/{id}/withdraw": ["post"],
      "/invitations": ["get", "post"],
      "/invitations/settings": ["get", "patch"],
      "/invitations/{id}": ["get"],
      "/invitations/{id}/accept": ["post"],
      "/invitations/{id}/decline": ["post"],
      "/matches": ["get"],
      "/matches/{id}": ["get", "patch"],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(Object.keys(doc.paths[path] ?? {}).sort(), path).toEqual(methods);
      for (const method of methods) {
        const operation = doc.paths[path][method];
        const success = operation.responses["200"] ?? operation.responses["201"];
        expect(success.content["application/json"].schema, `${method} ${path}`).toBeDefined();
        if (method !== "get")
          expect(operation.requestBody?.content?.["application/json"], `${method} ${path}`).toBeDefined();
      }
    }
    const move = doc.paths["/applications/{id}/status"].post.requestBody.content["application/json"].schema;
    expect(JSON.stringify(move)).toContain("reasonCode");
  });
});
