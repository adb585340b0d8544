import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { savedJobs } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import {
  applied,
  company,
  type Company,
  dayFromNow,
  job,
  NO_SUCH_ID,
  notificationsOf,
  student,
  type Student,
} from "../../test/application-fixtures.ts";
import { PLACES } from "../../test/job-fixtures.ts";
import { mailsIn } from "../../test/outbox-mails.ts";
import { GOOD_PASSWORD } from "../../test/test-app.ts";
import { sweepSavedJobReminders } from "./sweep-saved-job-reminders.ts";

// Saved jobs through HTTP (issue 36): a student's own, visible jobs only; the Saved tab's page; the saved mark
// on search and recommendation cards; the deadline reminder; and "jobs like this".

const DAY_MS = 86_400_000;

let acme: Company;
let rival: Company;
let lena: Student;
let published: string;
let rivalDraft: string;
it.beforeAll(async ({ app }) => {
  acme = await company(app, "Acme Robotics");
  rival = await company(app, "Rival Works");
  lena = await student(app, { name: "Lena Saver" });
  published = await job(acme, { title: "Robot Arm Intern" });
  rivalDraft = await job(rival, { title: "Secret Draft", publish: false });
});

const save = (who: Student, jobId: string) => who.client.put(`/api/saved-jobs/${jobId}`);

describe("who may", () => {
  it("answers 401 signed out and 403 for a company, on every route", async ({ app }) => {
    for (const [client, status] of [
      [app.client(), 401],
      [acme.client, 403],
    ] as const) {
      const responses = await Promise.all([
        client.get("/api/saved-jobs"),
        client.put(`/api/saved-jobs/${published}`),
        client.delete(`/api/saved-jobs/${published}`),
      ]);
      expect(responses.map((response) => response.status)).toEqual([status, status, status]);
    }
  });

  it("answers 404 for a draft (another company's too), a missing job and an id that is none", async () => {
    const ownDraftOfAcme = await job(acme, { title: "Acme Draft", publish: false });
    for (const id of [rivalDraft, ownDraftOfAcme, NO_SUCH_ID, "not-a-uuid"]) {
      const response = await save(lena, id);
      expect(response.status, id).toBe(404);
      expect(response.json.error.code).toBe("not-found");
    }
    expect((await lena.client.get("/api/saved-jobs")).json.items).toEqual([]);
  });
});

describe("saving", () => {
  it("saves once however often, unsaves, and lists newest saved first in pages with each job's state", async ({
    app,
  }) => {
    const me = await student(app, { name: "Paula Pager" });
    const soon = await job(acme, { title: "Closing Soon", deadline: dayFromNow(1) });
    const closing = await job(acme, { title: "To Be Closed" });
    const first = await save(me, published);
    expect(first.status, first.text).toBe(200);
    const again = await save(me, published);
    expect(again.json).toEqual(first.json);
    await save(me, soon);
    await save(me, closing);
    expect((await acme.client.post(`/api/jobs/${closing}/close`)).status).toBe(200);

    const pageOne = await me.client.get("/api/saved-jobs?limit=2");
    expect(pageOne.status, pageOne.text).toBe(200);
    expect(pageOne.json.total).toBe(3);
    expect(pageOne.json.items.map((item: { job: { id: string }; state: string }) => [item.job.id, item.state])).toEqual(
      [
        [closing, "closed"],
        [soon, "deadline-soon"],
      ],
    );
    const pageTwo = await me.client.get(`/api/saved-jobs?limit=2&cursor=${pageOne.json.nextCursor}`);
    expect(pageTwo.json.items.map((item: { job: { id: string }; state: string }) => [item.job.id, item.state])).toEqual(
      [[published, "open"]],
    );
    expect(pageTwo.json.nextCursor).toBeNull();

    // Another student's list is their own.
    expect((await lena.client.get("/api/saved-jobs")).json.items).toEqual([]);

    // Unsaving twice is fine; the job is gone from the list.
    expect((await me.client.delete(`/api/saved-jobs/${soon}`)).status).toBe(204);
    expect((await me.client.delete(`/api/saved-jobs/${soon}`)).status).toBe(204);
    const after = await me.client.get("/api/saved-jobs");
    expect(after.json.items.map((item: { job: { id: string } }) => item.job.id)).toEqual([closing, published]);
    expect((await me.client.get("/api/saved-jobs?cursor=nonsense")).status).toBe(400);
  });

  it("marks saved jobs on search and recommendation cards, and on nothing else", async ({ app }) => {
    // Available when the test jobs start (March 2027), so that none is excluded.
    const me = await student(app, { name: "Mara Marks" }, { availableTo: "2027-12-31" });
    const other = await job(acme, { title: "Unsaved Role" });
    await save(me, published);
    const search = await me.client.get("/api/jobs?q=Robot%20Arm%20Intern");
    expect(search.status, search.text).toBe(200);
    expect(search.json.forYou.jobs[published]).toMatchObject({ saved: true });
    const recommended = await me.client.get("/api/matching/jobs?limit=50");
    expect(recommended.status, recommended.text).toBe(200);
    const saved = Object.fromEntries(
      recommended.json.items.map((item: { job: { id: string }; saved: boolean }) => [item.job.id, item.saved]),
    );
    expect(saved[published]).toBe(true);
    expect(saved[other]).toBe(false);
  });

  it("goes with the student's account and with the job", async ({ app, db }) => {
    const leaving = await student(app, { name: "Lea Leaving" });
    const draftToDelete = await job(acme, { title: "Deleted Soon" });
    await save(leaving, published);
    await save(lena, draftToDelete);
    expect((await acme.client.delete(`/api/jobs/${draftToDelete}`)).status).toBe(204);
    expect(await db.select().from(savedJobs).where(eq(savedJobs.jobId, draftToDelete))).toEqual([]);
    expect((await leaving.client.delete("/api/me", { password: GOOD_PASSWORD })).status).toBe(204);
    expect(await db.select().from(savedJobs).where(eq(savedJobs.studentId, leaving.id))).toEqual([]);
  });
});

describe("the deadline reminder", () => {
  it("tells a saver who has not applied once, two days before, in-app and by mail", async ({ app, db }) => {
    await app.deps.outbox.stop();
    const deadline = dayFromNow(10);
    const jobId = await job(acme, { title: "Reminded Role", deadline });
    const waiting = await student(app, { name: "Wanda Waiting" });
    const done = await student(app, { name: "Arno Applied" });
    await save(waiting, jobId);
    await save(done, jobId);
    await applied(done, jobId);
    const reminders = async (id: string) =>
      (await notificationsOf(db, id)).filter((row) => row.kind === "saved-job.deadline");

    // Five days ahead: too early.
    expect(await sweepSavedJobReminders({ db, now: new Date(Date.now() + 5 * DAY_MS) })).toBe(0);
    // Within two days of the deadline: once, however often the sweep runs (two processes at once included).
    const due = new Date(Date.parse(`${deadline}T00:00:00Z`) - 1.5 * DAY_MS);
    const runs = await Promise.all([
      sweepSavedJobReminders({ db, now: due }),
      sweepSavedJobReminders({ db, now: due }),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await sweepSavedJobReminders({ db, now: due })).toBe(0);

    const told = await reminders(waiting.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toMatchObject({ link: { type: "job", id: jobId } });
    expect(await reminders(done.id)).toEqual([]);
    const [row] = await db
      .select()
      .from(savedJobs)
      .where(and(eq(savedJobs.jobId, jobId), eq(savedJobs.studentId, waiting.id)));
    expect(row!.remindedAt).not.toBeNull();

    await app.deps.outbox.drain();
    const mails = await mailsIn(app.outboxDir);
    const mine = mails.filter((mail) => mail.to.includes(waiting.email) && mail.subject.includes("Reminded Role"));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toContain("application deadline");
    expect(mails.filter((mail) => mail.to.includes(done.email) && mail.subject.includes("deadline"))).toEqual([]);
  }, 60_000);

  it("does not remind of a job saved with its deadline already near, nor of a closed one", async ({ app, db }) => {
    const late = await student(app, { name: "Lars Late" });
    const near = await job(acme, { title: "Near Deadline", deadline: dayFromNow(1) });
    const closed = await job(acme, { title: "Closed Early", deadline: dayFromNow(5) });
    await save(late, near);
    await save(late, closed);
    expect((await acme.client.post(`/api/jobs/${closed}/close`)).status).toBe(200);
    await sweepSavedJobReminders({ db, now: new Date() });
    await sweepSavedJobReminders({ db, now: new Date(Date.now() + 4 * DAY_MS) });
    expect((await notificationsOf(db, late.id)).filter((row) => row.kind === "saved-job.deadline")).toEqual([]);
  });
});

describe("jobs like this", () => {
  const skills = (...ids: string[]) => ids.map((skillId) => ({ skillId, level: 2 }));
  const like = (title: string, overrides: Record<string, unknown>) =>
    job(acme, {
      title,
      type: "working-student",
      location: PLACES.zurich,
      requiredSkills: skills("haskell", "ocaml"),
      ...overrides,
    });

  it("lists published jobs of the type sharing most skills first, nearer first, remote as near", async ({ app }) => {
    const source = await like("Functional Source", { requiredSkills: skills("haskell", "ocaml", "erlang") });
    const threeNear = await like("Three Winterthur", {
      location: PLACES.winterthur,
      requiredSkills: skills("haskell", "ocaml", "erlang"),
    });
    const twoHere = await like("Two Zurich", {});
    const twoNear = await like("Two Winterthur", { location: PLACES.winterthur });
    const oneRemote = await like("One Remote", {
      workMode: "remote",
      location: null,
      requiredSkills: skills("erlang"),
    });
    await like("Three Hamburg", { location: PLACES.hamburg, requiredSkills: skills("haskell", "ocaml", "erlang") });
    await like("Three Internship", { type: "internship", requiredSkills: skills("haskell", "ocaml", "erlang") });
    await like("Nothing Shared", { requiredSkills: skills("fortran") });
    const closed = await like("Three Closed", { requiredSkills: skills("haskell", "ocaml", "erlang") });
    expect((await acme.client.post(`/api/jobs/${closed}/close`)).status).toBe(200);
    await like("Draft", { publish: false, requiredSkills: skills("haskell", "ocaml", "erlang") });

    const reader = await student(app, { name: "Sina Similar" });
    await save(reader, twoHere);
    const response = await reader.client.get(`/api/jobs/${source}/similar`);
    expect(response.status, response.text).toBe(200);
    const ids = response.json.items.map((item: { id: string }) => item.id);
    expect(ids).toEqual([threeNear, twoHere, twoNear, oneRemote]);
    expect(response.json.forYou.jobs[twoHere]).toMatchObject({ saved: true });
    expect(response.json.forYou.jobs[twoNear]).toMatchObject({ saved: false });
    expect(response.json.forYou.jobs[source]).toMatchObject({ saved: false });
    expect(response.json.items[2].distanceKm).toBeGreaterThan(10);

    // A company sees the same jobs, without a student's view; another company's draft is 404.
    const forCompany = await rival.client.get(`/api/jobs/${source}/similar`);
    expect(forCompany.json.items.map((item: { id: string }) => item.id)).toEqual(ids);
    expect(forCompany.json.forYou).toBeUndefined();
    expect((await reader.client.get(`/api/jobs/${rivalDraft}/similar`)).status).toBe(404);
    expect((await app.client().get(`/api/jobs/${source}/similar`)).status).toBe(401);
  });
});
