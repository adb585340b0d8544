import { MAX_JOB_ALERTS } from "@stint/shared/job-alerts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { jobAlertHits, jobAlertKeys, jobAlerts } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { company, type Company, job, notificationsOf, student, type Student } from "../../test/application-fixtures.ts";
import { PLACES } from "../../test/job-fixtures.ts";
import { mailsIn } from "../../test/outbox-mails.ts";
import { GOOD_PASSWORD, type TestApp } from "../../test/test-app.ts";
import { unsubscribeToken } from "../notifications/unsubscribe-token.ts";
import { sweepJobAlertDigests } from "./deliver-digests.ts";

// Job alerts (issue 36): a student's saved searches, each new published job they find told once, instantly or
// in one digest per period, by mail with a one-click way out of that alert only.

let acme: Company;
let lena: Student;
it.override({ appEnv: { RATE_LIMIT: "false" } });

it.beforeAll(async ({ app }) => {
  // The tests carry out the outbox themselves (drain), so each sees what its own step did.
  await app.deps.outbox.stop();
  acme = await company(app, "Alert Works");
  // Available for the fixture job's whole duration: her primary CV has a score for it.
  lena = await student(app, { name: "Lena Alert" }, { availableTo: "2027-12-31" });
});

const alertBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Robotics in Zürich",
  frequency: "instant",
  search: { q: "robotics", type: "internship", near: "47.3769,8.5417", radiusKm: 30 },
  placeLabel: "Zürich, Switzerland",
  ...overrides,
});

async function newAlert(owner: Student, overrides: Record<string, unknown> = {}) {
  const response = await owner.client.post("/api/job-alerts", alertBody(overrides));
  expect(response.status, response.text).toBe(201);
  return response.json as { id: string; search: Record<string, string> };
}

const hitsOf = (app: TestApp, alertId: string) =>
  app.deps.database.db.select().from(jobAlertHits).where(eq(jobAlertHits.alertId, alertId));

const mailsTo = async (app: TestApp, email: string) =>
  (await mailsIn(app.outboxDir)).filter((mail) => mail.to.includes(email));

const alertNotes = async (app: TestApp, studentId: string) =>
  (await notificationsOf(app.deps.database.db, studentId)).filter((row) => row.kind === "job-alert.digest");

function unsubscribePath(header: string | undefined): string {
  const match = /^<(https?:\/\/[^>]+)>$/.exec(header ?? "");
  if (!match) throw new Error(`no List-Unsubscribe URL in ${header}`);
  const url = new URL(match[1]!);
  return url.pathname + url.search;
}

const oneClick = (app: TestApp, path: string) =>
  app.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
    body: "List-Unsubscribe=One-Click",
  });

describe("job alert routes", () => {
  it("saves, lists, renames, pauses and deletes a student's own alerts", async ({ app }) => {
    const jonas = await student(app, { name: "Jonas Routes" });
    const created = await newAlert(jonas);
    expect(created).toMatchObject({
      name: "Robotics in Zürich",
      frequency: "instant",
      paused: false,
      search: { q: "robotics", type: "internship", near: "47.3769,8.5417", radiusKm: "30" },
      placeLabel: "Zürich, Switzerland",
      pendingJobs: 0,
    });
    const patched = await jonas.client.patch(`/api/job-alerts/${created.id}`, {
      name: "Robots",
      frequency: "weekly",
      paused: true,
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json).toMatchObject({ name: "Robots", frequency: "weekly", paused: true });
    const list = await jonas.client.get("/api/job-alerts");
    expect(list.json).toMatchObject({ total: 1, max: MAX_JOB_ALERTS, items: [{ id: created.id, name: "Robots" }] });
    expect((await jonas.client.delete(`/api/job-alerts/${created.id}`)).status).toBe(204);
    expect((await jonas.client.get("/api/job-alerts")).json.items).toEqual([]);
  });

  it("keeps another student's alert a 404, refuses companies and signed-out callers", async ({ app }) => {
    const owner = await student(app, { name: "Owner Alert" });
    const other = await student(app, { name: "Other Alert" });
    const alert = await newAlert(owner);
    expect((await other.client.patch(`/api/job-alerts/${alert.id}`, { name: "Mine now" })).status).toBe(404);
    expect((await other.client.delete(`/api/job-alerts/${alert.id}`)).status).toBe(404);
    expect((await other.client.get("/api/job-alerts")).json.items).toEqual([]);
    expect((await acme.client.get("/api/job-alerts")).status).toBe(403);
    expect((await acme.client.post("/api/job-alerts", alertBody())).status).toBe(403);
    expect((await app.client().get("/api/job-alerts")).status).toBe(401);
    expect((await owner.client.get("/api/job-alerts")).json.items).toHaveLength(1);
  });

  it("answers bad input with a message per field, and the twenty-first alert with job-alert-limit", async ({
    app,
    db,
  }) => {
    const many = await student(app, { name: "Many Alerts" });
    const bad = await many.client.post(
      "/api/job-alerts",
      alertBody({ name: "", frequency: "hourly", search: { type: "gig", sort: "distance", page: 2 } }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(
      expect.arrayContaining(["name", "frequency", "search.type", "search.sort", "search.page"]),
    );
    const first = await newAlert(many, { name: "Alert 0" });
    const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, first.id));
    const { id: _id, ...copy } = row!;
    await db
      .insert(jobAlerts)
      .values(Array.from({ length: MAX_JOB_ALERTS - 1 }, (_, i) => ({ ...copy, name: `Alert ${i + 1}` })));
    const over = await many.client.post("/api/job-alerts", alertBody({ name: "One too many" }));
    expect(over.status).toBe(409);
    expect(over.json.error.code).toBe("job-alert-limit");
  });
});

describe("a newly published job", () => {
  it("is found by the alerts whose search finds it, told at once and never twice", async ({ app }) => {
    const instant = await newAlert(lena, { name: "Instant robotics" });
    const inApp = await newAlert(lena, { name: "Quiet robotics", frequency: "in-app" });
    const elsewhere = await newAlert(lena, {
      name: "Robotics in Berlin",
      search: { q: "robotics", near: "52.52,13.405" },
    });
    const robotics = await job(acme, { title: "Robotics Intern", type: "internship" });
    await job(acme, { title: "Bakery Intern", type: "internship" });
    await app.deps.outbox.drain();

    expect(await hitsOf(app, instant.id)).toEqual([expect.objectContaining({ jobId: robotics })]);
    expect(await hitsOf(app, inApp.id)).toHaveLength(1);
    expect(await hitsOf(app, elsewhere.id)).toEqual([]);
    const notes = await alertNotes(app, lena.id);
    expect(notes.map((note) => note.payload.title).sort()).toEqual([
      "A new job for your alert “Instant robotics”",
      "A new job for your alert “Quiet robotics”",
    ]);
    // The instant alert mails (with the score for Lena's primary CV); the in-app one does not.
    const mails = await mailsTo(app, lena.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["A new job for your alert “Instant robotics” · Stint"]);
    // The score is the one the job list shows Lena for her primary CV.
    const listed = await lena.client.get(`/api/jobs?q=robotics`);
    const score = listed.json.forYou.jobs[robotics].score as number | null;
    expect(score).toEqual(expect.any(Number));
    expect(mails[0]!.text).toContain(`Robotics Intern · Alert Works · your match ${score} %`);
    expect(mails[0]!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Closed and reopened, and its event handled again: still one hit, nothing told again.
    expect((await acme.client.post(`/api/jobs/${robotics}/close`)).status).toBe(200);
    expect((await acme.client.post(`/api/jobs/${robotics}/reopen`)).status).toBe(200);
    await app.deps.outbox.drain();
    expect(await hitsOf(app, instant.id)).toHaveLength(1);
    expect(await alertNotes(app, lena.id)).toHaveLength(2);
    expect(await mailsTo(app, lena.email)).toHaveLength(1);
  });

  it("is looked for under the rarest part of each alert's search, and found through it", async ({ app, db }) => {
    const owner = await student(app, { name: "Rare Part" });
    for (let i = 0; i < 3; i++) await job(acme, { title: `Engineering Intern ${i}`, type: "internship" });
    const keysOf = async (alertId: string) =>
      (await db.select().from(jobAlertKeys).where(eq(jobAlertKeys.alertId, alertId))).map(({ key }) => key);
    // "Engineering" is in many jobs' titles and no job asks for Haskell: the alert waits under the skill (a guess by
    // length would file it under its word, to be asked of every engineering job).
    const haskell = await newAlert(owner, {
      name: "Engineering in Haskell",
      search: { q: "engineering", skills: "haskell" },
    });
    expect(await keysOf(haskell.id)).toEqual(["skill:haskell"]);
    // With a job type: under the type paired with the word, which a job holds only when it holds both.
    const partTime = await newAlert(owner, {
      name: "Part-time engineering",
      search: { q: "engineering", type: "part-time" },
    });
    expect(await keysOf(partTime.id)).toEqual(["type:part-time|engin"]);
    // With a place: under its cells paired with the word.
    const hamburg = await newAlert(owner, {
      name: "Engineering in Hamburg",
      search: { q: "engineering", near: "53.5507,9.993", radiusKm: 10 },
    });
    const placed = await keysOf(hamburg.id);
    expect(placed.length).toBeGreaterThan(0);
    expect(
      placed.every((key) => /^cell:[-\d]+:[-\d]+\|engin$/.test(key)),
      placed.join(),
    ).toBe(true);

    const there = await job(acme, { title: "Engineering Intern", location: PLACES.hamburg });
    await job(acme, { title: "Bakery Intern", location: PLACES.hamburg });
    const partTimeJob = await job(acme, { title: "Engineering Working Hours", type: "part-time" });
    await job(acme, { title: "Bakery Working Hours", type: "part-time" });
    const haskellJob = await job(acme, {
      title: "Engineering with Haskell",
      requiredSkills: [{ skillId: "haskell", level: 3 }],
    });
    await app.deps.outbox.drain();
    expect(await hitsOf(app, hamburg.id)).toEqual([expect.objectContaining({ jobId: there })]);
    expect(await hitsOf(app, partTime.id)).toEqual([expect.objectContaining({ jobId: partTimeJob })]);
    expect(await hitsOf(app, haskell.id)).toEqual([expect.objectContaining({ jobId: haskellJob })]);
  });
});

describe("daily and weekly digests", () => {
  it("collect a period's jobs into one digest per alert, mailed once with a link to the search", async ({
    app,
    db,
  }) => {
    const mia = await student(app, { name: "Mia Digest" });
    const daily = await newAlert(mia, { name: "Daily drones", frequency: "daily", search: { q: "drones" } });
    const weekly = await newAlert(mia, { name: "Weekly drones", frequency: "weekly", search: { q: "drones" } });
    const first = await job(acme, { title: "Drones Intern" });
    const second = await job(acme, { title: "Drones Working Student", type: "working-student" });
    await app.deps.outbox.drain();
    expect(await hitsOf(app, daily.id)).toHaveLength(2);
    expect(await alertNotes(app, mia.id)).toEqual([]);

    const now = Date.now();
    // Before a day has passed nothing goes out; after it, one digest for the daily alert only.
    expect(await sweepJobAlertDigests({ db, now: new Date(now + 3_600_000) })).toBe(0);
    expect(await sweepJobAlertDigests({ db, now: new Date(now + 86_400_000 + 60_000), batch: 1 })).toBe(1);
    expect(await sweepJobAlertDigests({ db, now: new Date(now + 86_400_000 + 120_000) })).toBe(0);
    await app.deps.outbox.drain();
    const notes = await alertNotes(app, mia.id);
    expect(notes.map((note) => note.payload.title)).toEqual(["2 new jobs for your alert “Daily drones”"]);
    const [mail, ...more] = await mailsTo(app, mia.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("2 new jobs for your alert “Daily drones” · Stint");
    expect(mail!.text).toContain("Drones Intern");
    expect(mail!.text).toContain("Drones Working Student");
    expect(mail!.links.some((link) => link.endsWith("/job-posting-list?q=drones"))).toBe(true);
    expect(mail!.links.some((link) => link.endsWith(`/job-detail/${first}`))).toBe(true);
    expect(mail!.links.some((link) => link.endsWith(`/job-detail/${second}`))).toBe(true);
    const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, weekly.id));
    expect(row!.lastDigestAt).toBeNull();
    expect(
      (await mia.client.get("/api/job-alerts")).json.items.map((each: { pendingJobs: number }) => each.pendingJobs),
    ).toEqual([0, 2]);

    // A week on, the weekly alert's digest holds the same two jobs; the daily one has nothing new.
    expect(await sweepJobAlertDigests({ db, now: new Date(now + 8 * 86_400_000) })).toBe(1);
  });
});

describe("a job alert mail's unsubscribe link", () => {
  it("pauses its own alert without signing in, and no other", async ({ app }) => {
    const noah = await student(app, { name: "Noah Unsubscribe" });
    const kept = await newAlert(noah, { name: "Kept lasers", search: { q: "lasers" } });
    const mailed = await newAlert(noah, { name: "Mailed lasers", search: { q: "lasers" } });
    await job(acme, { title: "Lasers Intern" });
    await app.deps.outbox.drain();
    const mail = (await mailsTo(app, noah.email)).find((each) => each.subject.includes("Mailed lasers"))!;
    const path = unsubscribePath(mail.headers.get("list-unsubscribe"));
    expect(path).toContain("/api/job-alerts/unsubscribe?token=");

    const page = await app.app.request(path, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Mailed lasers");
    const response = await oneClick(app, path);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: "Mailed lasers", paused: true });
    const alerts = (await noah.client.get("/api/job-alerts")).json.items as { id: string; paused: boolean }[];
    expect(alerts.map((alert) => [alert.id, alert.paused])).toEqual([
      [kept.id, false],
      [mailed.id, true],
    ]);

    // A changed token, or a notification kind's token, pauses nothing.
    const forged = path.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await oneClick(app, forged)).status).toBe(404);
    const kindToken = unsubscribeToken(app.deps.env.authSecret, { userId: noah.id, kind: "job-alert.digest" });
    expect((await oneClick(app, `/api/job-alerts/unsubscribe?token=${kindToken}`)).status).toBe(404);
  });
});

describe("an account's ending", () => {
  it("takes the student's alerts and what they found along", async ({ app, db }) => {
    const leaving = await student(app, { name: "Leaving Alerts" });
    const alert = await newAlert(leaving, { name: "Sonar", frequency: "weekly", search: { q: "sonar" } });
    await job(acme, { title: "Sonar Intern" });
    await app.deps.outbox.drain();
    expect(await hitsOf(app, alert.id)).toHaveLength(1);
    expect((await leaving.client.delete("/api/me", { password: GOOD_PASSWORD })).status).toBe(204);
    expect(await db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id))).toEqual([]);
    expect(await hitsOf(app, alert.id)).toEqual([]);
  });
});
