import { and, eq, inArray } from "drizzle-orm";
import { describe, expect } from "vitest";
import { jobAlertHits, notifications, outboxEvents } from "../../db/schema/index.ts";
import type { Db } from "../../db/client.ts";
import { it } from "../../test/api-test.ts";
import { company, type Company, job, student, type Student } from "../../test/application-fixtures.ts";
import { mailsIn } from "../../test/outbox-mails.ts";
import type { TestApp } from "../../test/test-app.ts";
import { sweepJobAlertDigests } from "./deliver-digests.ts";
import { jobAlertsOutboxHandlers } from "./job-alerts-outbox-handlers.ts";

// Two API processes share one database, each with an outbox worker and a time sweep: a job published (or
// reopened) while both run is matched by both at once, and both sweep the same due digests. Each alert must still
// find each job once and tell it once. On PostgreSQL the two run on two connections at the same time; PGlite, one
// connection, runs them one after the other (which holds the same promise, with less to prove).

let acme: Company;
it.override({ appEnv: { RATE_LIMIT: "false" } });

it.beforeAll(async ({ app }) => {
  await app.deps.outbox.stop();
  acme = await company(app, "Twice Works");
});

async function alertOf(owner: Student, name: string, frequency: string, q: string): Promise<string> {
  const response = await owner.client.post("/api/job-alerts", { name, frequency, search: { q } });
  expect(response.status, response.text).toBe(201);
  return response.json.id as string;
}

const handlersOf = (app: TestApp) =>
  jobAlertsOutboxHandlers({
    mailer: app.deps.mailer,
    baseUrl: app.deps.env.baseUrl,
    authSecret: app.deps.env.authSecret,
    parser: app.deps.jobReads.searchIndex.parser,
    now: () => new Date(),
  });

/** The `job.published` handler as one process runs it: in a transaction of its own (the outbox worker's). */
function publishedHandler(app: TestApp) {
  const handle = handlersOf(app)["job.published"]!;
  return (jobId: string) =>
    app.deps.database.db.transaction((tx) =>
      handle({ db: tx, payload: { jobId }, event: { id: 0, attempts: 0, createdAt: new Date() } }),
    );
}

/** The `job-alert.hits-found` handler as one process runs it, in a transaction of its own. */
function hitsFoundHandler(app: TestApp) {
  const handle = handlersOf(app)["job-alert.hits-found"]!;
  return (jobId: string) =>
    app.deps.database.db.transaction((tx) =>
      handle({ db: tx, payload: { jobId }, event: { id: 0, attempts: 0, createdAt: new Date() } }),
    );
}

const hitsFoundEvents = async (db: Db, jobId: string) =>
  (await db.select().from(outboxEvents).where(eq(outboxEvents.kind, "job-alert.hits-found"))).filter(
    (event) => (event.payload as { jobId: string }).jobId === jobId,
  );

const hitsOf = (db: Db, alertIds: string[]) =>
  db
    .select({ alertId: jobAlertHits.alertId, jobId: jobAlertHits.jobId })
    .from(jobAlertHits)
    .where(inArray(jobAlertHits.alertId, alertIds));

const digestNotes = (db: Db, recipientId: string) =>
  db
    .select({ title: notifications.payload })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.kind, "job-alert.digest")));

const mailEventsOf = async (db: Db, alertId: string) =>
  (await db.select().from(outboxEvents).where(eq(outboxEvents.kind, "job-alert.mail"))).filter(
    (event) => (event.payload as { alertId: string }).alertId === alertId,
  );

const mailsTo = async (app: TestApp, email: string) =>
  (await mailsIn(app.outboxDir)).filter((mail) => mail.to.includes(email));

describe("two processes at once", () => {
  it("match a newly published job once per alert, and tell an instant alert once", async ({ app, db }) => {
    const ida = await student(app, { name: "Ida Twice" });
    const instant = await alertOf(ida, "Instant welding", "instant", "welding");
    const inApp = await alertOf(ida, "Quiet welding", "in-app", "welding");
    const daily = await alertOf(ida, "Daily welding", "daily", "welding");
    const alerts = [instant, inApp, daily];
    const first = await job(acme, { title: "Welding Intern" });
    const second = await job(acme, { title: "Welding Working Student", type: "working-student" });

    // Each job handled by both processes at once, and the two jobs at the same time: four transactions, each
    // alert found by both jobs.
    const handle = publishedHandler(app);
    await Promise.all([handle(first), handle(second), handle(first), handle(second)]);
    // The outbox's own events for the two publications, handled once more afterwards, add nothing either.
    await app.deps.outbox.drain();

    const hits = await hitsOf(db, alerts);
    expect(hits).toHaveLength(alerts.length * 2);
    for (const alertId of alerts) {
      expect(
        hits
          .filter((hit) => hit.alertId === alertId)
          .map((hit) => hit.jobId)
          .sort(),
      ).toEqual([first, second].sort());
    }
    // The instant and in-app alerts told of each job once (one note per job, or one for both: never a job
    // twice); the daily one waits for its digest.
    const notes = (await digestNotes(db, ida.id)).map((note) => (note.title as { title: string }).title);
    const told = (name: string) =>
      notes.filter((title) => title.includes(name)).map((title) => (title.startsWith("2 ") ? 2 : 1));
    expect(told("Instant welding").reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(told("Quiet welding").reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(told("Daily welding")).toEqual([]);
    const mails = await mailsTo(app, ida.email);
    expect(mails.every((mail) => mail.subject.includes("Instant welding"))).toBe(true);
    const mailedJobs = mails.flatMap((mail) => mail.links.filter((link) => /\/job-detail\//.test(link)));
    expect(mailedJobs.map((link) => link.split("/").at(-1)).sort()).toEqual([first, second].sort());
  });

  it("match without telling, and tell an instant alert once when both handle its hits-found event", async ({
    app,
    db,
  }) => {
    const uwe = await student(app, { name: "Uwe Twice" });
    const instant = await alertOf(uwe, "Instant forging", "instant", "forging");
    const daily = await alertOf(uwe, "Daily forging", "daily", "forging");
    const forging = await job(acme, { title: "Forging Intern" });

    await publishedHandler(app)(forging);
    // Matching wrote the hits and one event to tell them, and told nothing itself.
    expect((await hitsOf(db, [instant, daily])).map((hit) => hit.alertId).sort()).toEqual([instant, daily].sort());
    expect(await hitsFoundEvents(db, forging)).toHaveLength(1);
    expect(await digestNotes(db, uwe.id)).toEqual([]);

    const tell = hitsFoundHandler(app);
    await Promise.all([tell(forging), tell(forging)]);
    await app.deps.outbox.drain();

    const notes = (await digestNotes(db, uwe.id)).map((note) => (note.title as { title: string }).title);
    expect(notes).toEqual(["A new job for your alert “Instant forging”"]);
    const mails = await mailsTo(app, uwe.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["A new job for your alert “Instant forging” · Stint"]);
  });

  it("send each due digest once when both sweep at the same time", async ({ app, db }) => {
    const ole = await student(app, { name: "Ole Twice" });
    const alerts = await Promise.all(
      ["Daily anvils 1", "Daily anvils 2", "Daily anvils 3"].map((name) => alertOf(ole, name, "daily", "anvils")),
    );
    const handle = publishedHandler(app);
    for (const title of ["Anvils Intern", "Anvils Working Student"]) await handle(await job(acme, { title }));
    await app.deps.outbox.drain();

    const dayLater = new Date(Date.now() + 86_400_000 + 60_000);
    // Batches of one: each sweep goes back for more while the other holds some.
    // (Other tests' daily alerts of this file's database may be due too: counted per alert below.)
    const runs = await Promise.all([
      sweepJobAlertDigests({ db, now: dayLater, batch: 1 }),
      sweepJobAlertDigests({ db, now: dayLater, batch: 1 }),
    ]);
    expect(runs[0]! + runs[1]!).toBeGreaterThanOrEqual(alerts.length);
    expect(await sweepJobAlertDigests({ db, now: dayLater })).toBe(0);
    for (const alertId of alerts) expect(await mailEventsOf(db, alertId)).toHaveLength(1);
    await app.deps.outbox.drain();

    const notes = (await digestNotes(db, ole.id)).map((note) => (note.title as { title: string }).title).sort();
    expect(notes).toEqual([
      "2 new jobs for your alert “Daily anvils 1”",
      "2 new jobs for your alert “Daily anvils 2”",
      "2 new jobs for your alert “Daily anvils 3”",
    ]);
    const subjects = (await mailsTo(app, ole.email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      "2 new jobs for your alert “Daily anvils 1” · Stint",
      "2 new jobs for your alert “Daily anvils 2” · Stint",
      "2 new jobs for your alert “Daily anvils 3” · Stint",
    ]);
  });
});
