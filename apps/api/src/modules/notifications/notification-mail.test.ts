import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect } from "vitest";
import { openDatabase, type Database, type Db } from "../../db/client.ts";
import { notifications, outboxEvents, users } from "../../db/schema/index.ts";
import { createLogger } from "../../lib/logger.ts";
import type { Mailer } from "../../lib/mail/mailer.ts";
import { createOutboxMailer } from "../../lib/mail/outbox-mailer.ts";
import { createOutboxWorker, type OutboxHandlers } from "../../lib/outbox/outbox-worker.ts";
import { it } from "../../test/api-test.ts";
import {
  applied,
  company,
  type Company,
  job,
  mailEventsFor,
  moved,
  notificationsOf,
  student,
} from "../../test/application-fixtures.ts";
import { mailsIn } from "../../test/outbox-mails.ts";
import { createTestLogger } from "../../test/test-logger.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import type { TestApp } from "../../test/test-app.ts";
import { notificationLinkJobs } from "../../create-deps.ts";
import { notificationsOutboxHandlers } from "./notifications-outbox-handlers.ts";
import { notify } from "./notify.ts";

// Notification mails from the outbox: what a mail says, the recipient's per-kind setting, and that a retry
// never sends a mail twice without saying so.

const BASE_URL = "http://localhost:3000";
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const silent = createLogger({ level: "silent", pretty: false });

let acme: Company;
it.beforeAll(async ({ app }) => {
  // The tests carry out the outbox themselves (drain), so each sees exactly what its own step sent.
  await app.deps.outbox.stop();
  acme = await company(app, "Acme Robotics");
});

const mailsOf = async (app: TestApp, notificationId: string) =>
  (await mailsIn(app.outboxDir)).filter((mail) => mail.headers.get("x-stint-notification") === notificationId);

const mailsTo = async (app: TestApp, email: string) =>
  (await mailsIn(app.outboxDir)).filter((mail) => mail.to.includes(email));

const notificationRow = async (db: Db, id: string) =>
  (await db.select().from(notifications).where(eq(notifications.id, id)))[0];

/** A notification written the way the modules write one (with its mail event), for `recipientId`. */
const notified = (db: Db, recipientId: string, title = "You matched with Acme Robotics") =>
  db.transaction((tx) =>
    notify(tx, { recipientId, kind: "match.created", title, link: { type: "match", id: randomUUID() } }),
  );

/** Makes a notification's mail event due again at once (a retry after a failure waits seconds otherwise). */
async function dueNow(db: Db, notificationId: string) {
  await db
    .update(outboxEvents)
    .set({ runAfter: sql`now()` })
    .where(
      and(
        eq(outboxEvents.kind, "notification.mail"),
        sql`${outboxEvents.payload}->>'notificationId' = ${notificationId}`,
      ),
    );
}

const realHandlers = (app: TestApp, overrides: { mailer?: Mailer; logger?: typeof silent } = {}) =>
  notificationsOutboxHandlers({
    database: app.deps.database,
    mailer: overrides.mailer ?? app.deps.mailer,
    baseUrl: BASE_URL,
    authSecret: app.deps.env.authSecret,
    logger: overrides.logger ?? silent,
    linkJobs: app.deps.notificationLinkJobs,
  });

describe("a notification mail", () => {
  it("lands in the outbox folder with the product name, the text and a link to the screen at BASE_URL", async ({
    app,
    db,
  }) => {
    const jobId = await job(acme, { title: "Robotics Intern" });
    const lena = await student(app, { name: "Lena Meier" });
    const application = await applied(lena, jobId);
    const [notification] = (await notificationsOf(db, acme.id)).filter(
      (row) => row.payload.link?.id === application.id,
    );
    expect(await mailsOf(app, notification!.id)).toEqual([]);

    expect(await app.deps.outbox.drain()).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsOf(app, notification!.id);
    expect(more).toEqual([]);
    const link = `${BASE_URL}/matching-applicants/${jobId}/student-matching`;
    expect(mail).toMatchObject({
      to: expect.stringContaining((await acme.client.get("/api/me")).json.user.email),
      subject: `Lena Meier applied to "Robotics Intern" · Stint`,
      links: [
        link,
        `${BASE_URL}/account/company/detail`,
        expect.stringContaining(`${BASE_URL}/api/notifications/unsubscribe?token=`),
      ],
    });
    expect(mail!.text).toContain("Hello Acme Robotics,");
    expect(mail!.text).toContain('Lena Meier applied to "Robotics Intern"');
    expect(mail!.text).toContain("Open it in Stint:");
    expect(mail!.text).toContain("“A student applies to one of your jobs”");
    // The HTML part says the same, escaped, with the same link.
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail!.raw).toContain("&quot;Robotics Intern&quot;");
    expect(mail!.headers.get("message-id")).toBe(`<notification-${notification!.id}@localhost>`);
    expect(mail!.headers.has("x-stint-possible-duplicate")).toBe(false);

    const row = await notificationRow(db, notification!.id);
    expect(row!.mailedAt).toBeInstanceOf(Date);
    expect(row!.readAt).toBeNull();
    const [event] = await mailEventsFor(db, notification!.id);
    expect(event).toMatchObject({ attempts: 1, lastError: null });
    expect(event!.processedAt).toBeInstanceOf(Date);
  });

  it("follows the recipient's setting for its kind, at the time it is sent", async ({ app, db }) => {
    const jobId = await job(acme, { title: "Settings Intern" });
    const max = await student(app, { name: "Max Muster" });
    const application = await applied(max, jobId);
    await app.deps.outbox.drain();
    const before = (await mailsTo(app, max.email)).length;

    // Status changes off, matches on (the default).
    await max.client.patch("/api/notifications/settings", { mail: { "application.status": false } });
    await moved(acme, application.id, { status: "reviewed" });
    await moved(acme, application.id, { status: "shortlisted" });
    await app.deps.outbox.drain();

    const told = await notificationsOf(db, max.id);
    // Shortlisting writes its status change and the match in one transaction: same time, any order.
    expect(told.map((row) => row.kind).sort()).toEqual(["application.status", "application.status", "match.created"]);
    const match = told.find((row) => row.kind === "match.created")!;
    const statuses = told.filter((row) => row.kind === "application.status");
    const mails = (await mailsTo(app, max.email)).slice(before);
    expect(mails.map((mail) => mail.headers.get("x-stint-notification"))).toEqual([match.id]);
    // The button opens the match itself: its job's page, not a tab.
    expect(mails[0]!.links[0]).toBe(`${BASE_URL}/job-detail/${jobId}`);
    // In-app, all three are there; the two not mailed are not marked mailed, and their events are done.
    expect((await max.client.get("/api/notifications/unread-count")).json.unread).toBe(3);
    for (const row of statuses) {
      expect((await notificationRow(db, row.id))!.mailedAt).toBeNull();
      expect((await mailEventsFor(db, row.id))[0]!.processedAt).toBeInstanceOf(Date);
    }

    // Turned on again, the next change is mailed.
    await max.client.patch("/api/notifications/settings", { mail: { "application.status": true } });
    await moved(acme, application.id, { status: "interview" });
    await app.deps.outbox.drain();
    const after = (await mailsTo(app, max.email)).slice(before);
    expect(after).toHaveLength(2);
    expect(after[1]!.subject).toContain("Settings Intern");
  });

  it("is not sent for a company that turned the kind off, while another company's still is", async ({ app }) => {
    const quiet = await company(app, "Quiet Works");
    await quiet.client.patch("/api/notifications/settings", { mail: { "application.created": false } });
    const quietEmail = (await quiet.client.get("/api/me")).json.user.email as string;
    const acmeEmail = (await acme.client.get("/api/me")).json.user.email as string;
    const quietJob = await job(quiet);
    const acmeJob = await job(acme);
    const mia = await student(app);
    await app.deps.outbox.drain();
    const acmeBefore = (await mailsTo(app, acmeEmail)).length;

    await applied(mia, quietJob);
    await applied(mia, acmeJob);
    await app.deps.outbox.drain();
    expect(await mailsTo(app, quietEmail)).toEqual([]);
    expect(await mailsTo(app, acmeEmail)).toHaveLength(acmeBefore + 1);
  });

  it("is not sent when the recipient's account is gone", async ({ app, db }) => {
    const gone = await student(app);
    const id = await notified(db, gone.id);
    await db.delete(users).where(eq(users.id, gone.id));
    await app.deps.outbox.drain();
    expect(await mailsOf(app, id)).toEqual([]);
    expect((await mailEventsFor(db, id))[0]!.processedAt).toBeInstanceOf(Date);
  });
});

describe("retries", () => {
  it("never sends a mailed notification again when its event comes round once more", async ({ app, db }) => {
    const { id: recipientId } = await student(app);
    const id = await notified(db, recipientId);
    await app.deps.outbox.drain();
    expect(await mailsOf(app, id)).toHaveLength(1);

    // The event delivered again (as after a commit that failed once the mail was recorded as sent).
    await db
      .update(outboxEvents)
      .set({ processedAt: null, runAfter: sql`now()` })
      .where(sql`${outboxEvents.payload}->>'notificationId' = ${id}`);
    expect(await app.deps.outbox.drain()).toBe(1);
    expect(await mailsOf(app, id)).toHaveLength(1);
  });

  it(
    onPostgres
      ? "sends once when the transaction fails after the transport accepted the mail (PostgreSQL)"
      : "sends again, with the same Message-ID, when the transaction fails after the transport accepted the mail (PGlite)",
    async ({ app, db }) => {
      const { id: recipientId } = await student(app);
      const id = await notified(db, recipientId);
      const real = realHandlers(app)["notification.mail"]!;
      // The mail goes out, then the transaction that would mark the event done fails.
      const failingCommit: OutboxHandlers = {
        "notification.mail": async (options) => {
          await real(options);
          throw Object.assign(new Error("the commit failed"), { code: "08006" });
        },
      };
      const crashing = createOutboxWorker({ database: app.deps.database, logger: silent, handlers: failingCommit });
      expect(await crashing.drain()).toBe(1);
      expect(await mailsOf(app, id)).toHaveLength(1);
      const [failed] = await mailEventsFor(db, id);
      expect(failed).toMatchObject({ attempts: 1, lastError: "08006", processedAt: null });

      await dueNow(db, id);
      expect(await app.deps.outbox.drain()).toBe(1);
      const mails = await mailsOf(app, id);
      if (onPostgres) {
        // The marks were written outside the failed transaction: the retry saw the mail was sent.
        expect(mails).toHaveLength(1);
      } else {
        // One connection: the marks went down with the transaction. The copy carries the same Message-ID.
        expect(mails).toHaveLength(2);
        expect(mails[1]!.headers.get("message-id")).toBe(mails[0]!.headers.get("message-id"));
      }
      expect((await notificationRow(db, id))!.mailedAt).toBeInstanceOf(Date);
      expect((await mailEventsFor(db, id))[0]!.processedAt).toBeInstanceOf(Date);
    },
  );

  it("sends again after a try that started and never finished, marked as a possible duplicate and logged", async ({
    app,
    db,
  }) => {
    const { id: recipientId } = await student(app);
    const id = await notified(db, recipientId);
    // What a process that died between handing the mail over and recording it leaves behind.
    await db
      .update(notifications)
      .set({ mailStartedAt: sql`now()` })
      .where(eq(notifications.id, id));
    const { logger, lines } = createTestLogger();
    const worker = createOutboxWorker({
      database: app.deps.database,
      logger: silent,
      handlers: realHandlers(app, { logger }),
    });
    expect(await worker.drain()).toBe(1);

    const [mail, ...more] = await mailsOf(app, id);
    expect(more).toEqual([]);
    expect(mail!.headers.get("x-stint-possible-duplicate")).toBe("yes");
    expect(mail!.headers.get("message-id")).toBe(`<notification-${id}@localhost>`);
    const warning = lines.find((line) => line.notificationId === id);
    expect(warning).toMatchObject({ level: 40, msg: expect.stringContaining("may have sent") });
    expect(JSON.stringify(warning)).not.toContain("Acme");
  });

  it("retries a mail the transport refused, and the retry is not taken for a duplicate", async ({ app, db }) => {
    const { id: recipientId } = await student(app);
    const id = await notified(db, recipientId);
    const refusing: Mailer = {
      send: async () => {
        throw Object.assign(new Error("451 try again later"), { code: "EENVELOPE" });
      },
      close: async () => undefined,
    };
    const worker = createOutboxWorker({
      database: app.deps.database,
      logger: silent,
      handlers: realHandlers(app, { mailer: refusing }),
    });
    expect(await worker.drain()).toBe(1);
    expect(await mailsOf(app, id)).toEqual([]);
    expect(await notificationRow(db, id)).toMatchObject({ mailStartedAt: null, mailedAt: null });
    expect((await mailEventsFor(db, id))[0]).toMatchObject({ attempts: 1, lastError: "EENVELOPE" });

    await dueNow(db, id);
    expect(await app.deps.outbox.drain()).toBe(1);
    const [mail, ...more] = await mailsOf(app, id);
    expect(more).toEqual([]);
    expect(mail!.headers.has("x-stint-possible-duplicate")).toBe(false);
  });
});

/**
 * Two API processes on one database: on PostgreSQL, two connection pools (as two processes have); on PGlite,
 * which one process owns, two workers on it.
 */
async function twoProcesses(): Promise<{ one: Database; two: Database; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openTestDatabase();
    return { one: database, two: database, close: () => database.close() };
  }
  const name = `stint_test_mail_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const one = await openDatabase({ databaseUrl: url.toString() });
  await one.migrate();
  const two = await openDatabase({ databaseUrl: url.toString() });
  return {
    one,
    two,
    close: async () => {
      await Promise.all([one.close(), two.close()]);
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

describe("several processes", () => {
  it(`mail each notification once with two workers on one ${onPostgres ? "PostgreSQL" : "PGlite"} database`, async () => {
    const { one, two, close } = await twoProcesses();
    const dir = await mkdtemp(path.join(tmpdir(), "stint-mail-"));
    try {
      const recipients = 20;
      const perRecipient = 10;
      const ids = await one.db.transaction(async (tx) => {
        const written: string[] = [];
        for (let r = 0; r < recipients; r += 1) {
          const userId = randomUUID();
          await tx
            .insert(users)
            .values({ id: userId, name: `Person ${r}`, email: `person.${r}.${userId}@test.example` });
          for (let n = 0; n < perRecipient; n += 1) {
            written.push(await notify(tx, { recipientId: userId, kind: "match.created", title: `Match ${r}.${n}` }));
          }
        }
        return written;
      });

      const sent = [0, 0];
      const workerOn = (database: Database, index: number) => {
        const files = createOutboxMailer({ dir, from: "Stint <no-reply@stint.local>", logger: silent });
        const mailer: Mailer = {
          send: async (message) => {
            // A little latency, as a mail server has, so that the two workers interleave.
            await new Promise((resolve) => setTimeout(resolve, 1));
            await files.send(message);
            sent[index]! += 1;
          },
          close: files.close,
        };
        return createOutboxWorker({
          database,
          logger: silent,
          handlers: notificationsOutboxHandlers({
            database,
            mailer,
            baseUrl: BASE_URL,
            authSecret: "a test secret of at least thirty-two characters",
            logger: silent,
            linkJobs: notificationLinkJobs,
          }),
        });
      };
      const [a, b] = await Promise.all([workerOn(one, 0).drain(), workerOn(two, 1).drain()]);
      expect(a + b).toBe(ids.length);
      expect(sent[0]! + sent[1]!).toBe(ids.length);
      if (onPostgres) expect(sent.every((count) => count > 0)).toBe(true);

      const mails = await mailsIn(dir);
      expect(mails).toHaveLength(ids.length);
      const mailed = mails.map((mail) => mail.headers.get("x-stint-notification"));
      expect(new Set(mailed)).toEqual(new Set(ids));
      const rows = await one.db.select({ mailedAt: notifications.mailedAt }).from(notifications);
      expect(rows.every((row) => row.mailedAt !== null)).toBe(true);
    } finally {
      await close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
