/**
 * Throughput of notification mails through the outbox: enqueue N notifications (each with its
 * `notification.mail` event, as notify() writes them), then time how long the outbox workers take until every
 * one is mailed, with the embedded mail transport (one .eml file per mail in a temporary folder).
 *
 * - PGlite: on disk in a temporary folder (as `npm start` runs), one worker (PGlite is one process).
 * - PostgreSQL, when TEST_DATABASE_URL names a server the script may create and drop a database on: 1, 2 and
 *   4 workers, each with its own connection pool, as that many API processes would have.
 * - For scale, the mail transport alone: N files written back to back, no database.
 *
 * Run: `npx tsx apps/api/scripts/bench-mail-outbox.ts [--mails 2000]` (PGlite), or
 * `scripts/with-postgres.sh npx tsx apps/api/scripts/bench-mail-outbox.ts` (PGlite and PostgreSQL).
 * `npm exec -- node apps/api/scripts/bench-mail-outbox.ts` works as well (Node 24 runs TypeScript).
 * Prints one JSON line per run. Not part of `npm run bench`.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, isNull } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Database } from "../src/db/client.ts";
import { notifications, outboxEvents, users } from "../src/db/schema/index.ts";
import { createLogger } from "../src/lib/logger.ts";
import { createOutboxMailer } from "../src/lib/mail/outbox-mailer.ts";
import { createOutboxWorker } from "../src/lib/outbox/outbox-worker.ts";
import { notificationsOutboxHandlers } from "../src/modules/notifications/notifications-outbox-handlers.ts";
import { notify } from "../src/modules/notifications/notify.ts";
import { notificationLinkJobs } from "../src/create-deps.ts";

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
};
const MAILS = Number(argument("mails") ?? 2000);
const RECIPIENTS = 200;
const BATCH = 100;
const FROM = "Stint <no-reply@stint.local>";
const BASE_URL = "http://localhost:3000";
const logger = createLogger({ level: "silent", pretty: false });

const round = (value: number) => Math.round(value * 10) / 10;

/** The recipients, and N notifications spread over them, written in transactions of BATCH as notify() does. */
async function enqueue(database: Database, recipients: string[]): Promise<number> {
  const started = performance.now();
  for (let from = 0; from < MAILS; from += BATCH) {
    await database.db.transaction(async (tx) => {
      for (let index = from; index < Math.min(MAILS, from + BATCH); index += 1) {
        await notify(tx, {
          recipientId: recipients[index % recipients.length]!,
          kind: "application.status",
          title: `Your application to "Robotics Intern ${index}" was reviewed`,
          link: { type: "application", id: randomUUID() },
        });
      }
    });
  }
  return performance.now() - started;
}

async function addRecipients(database: Database): Promise<string[]> {
  const rows = Array.from({ length: RECIPIENTS }, (_, index) => {
    const id = randomUUID();
    return { id, name: `Person ${index}`, email: `person.${index}.${id.slice(0, 8)}@bench.example` };
  });
  await database.db.insert(users).values(rows);
  return rows.map((row) => row.id);
}

/** Drains the outbox with one worker per database handle (each its own pool on PostgreSQL) until all is sent. */
async function run(label: string, handles: Database[], recipients: string[]) {
  const [main] = handles as [Database];
  await main.db.delete(outboxEvents);
  await main.db.delete(notifications);
  const enqueueMs = await enqueue(main, recipients);
  const dir = await mkdtemp(path.join(tmpdir(), "stint-bench-mail-"));
  try {
    const workers = handles.map((database) =>
      createOutboxWorker({
        database,
        logger,
        handlers: notificationsOutboxHandlers({
          database,
          mailer: createOutboxMailer({ dir, from: FROM, logger }),
          baseUrl: BASE_URL,
          authSecret: "bench secret, only signs the unsubscribe links of mails nobody reads",
          linkJobs: notificationLinkJobs,
          logger,
        }),
      }),
    );
    const started = performance.now();
    const handled = await Promise.all(workers.map((worker) => worker.drain()));
    const ms = performance.now() - started;

    const files = (await readdir(dir)).filter((name) => name.endsWith(".eml")).length;
    const [unmailed] = await main.db.select({ n: count() }).from(notifications).where(isNull(notifications.mailedAt));
    if (files !== MAILS || unmailed!.n !== 0) throw new Error(`${label}: ${files} files, ${unmailed!.n} unmailed`);
    console.log(
      JSON.stringify({
        run: label,
        mails: MAILS,
        workers: handles.length,
        perWorker: handled,
        enqueueMs: Math.round(enqueueMs),
        sendMs: Math.round(ms),
        mailsPerSecond: round((MAILS / ms) * 1000),
        msPerMail: round(ms / MAILS),
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function transportAlone() {
  const dir = await mkdtemp(path.join(tmpdir(), "stint-bench-mail-"));
  try {
    const mailer = createOutboxMailer({ dir, from: FROM, logger });
    const started = performance.now();
    for (let index = 0; index < MAILS; index += 1) {
      await mailer.send({
        to: "person@bench.example",
        subject: `Mail ${index}`,
        text: `Hello ${index}`,
        html: "<p>Hi</p>",
      });
    }
    const ms = performance.now() - started;
    console.log(
      JSON.stringify({
        run: "transport alone (files)",
        mails: MAILS,
        sendMs: Math.round(ms),
        mailsPerSecond: round((MAILS / ms) * 1000),
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function pglite() {
  const dir = await mkdtemp(path.join(tmpdir(), "stint-bench-pglite-"));
  const database = await openDatabase({ pgliteDir: dir });
  try {
    await database.migrate();
    await run("pglite (disk)", [database], await addRecipients(database));
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function postgres(serverUrl: string) {
  const name = `stint_bench_mail_${randomBytes(4).toString("hex")}`;
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
  const handles: Database[] = [];
  try {
    for (let index = 0; index < 4; index += 1) handles.push(await openDatabase({ databaseUrl: url.toString() }));
    await handles[0]!.migrate();
    const recipients = await addRecipients(handles[0]!);
    for (const workers of [1, 2, 4]) await run(`postgres`, handles.slice(0, workers), recipients);
  } finally {
    await Promise.all(handles.map((database) => database.close()));
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

await transportAlone();
await pglite();
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) await postgres(serverUrl);
else console.log(JSON.stringify({ run: "postgres", skipped: "set TEST_DATABASE_URL (scripts/with-postgres.sh does)" }));
