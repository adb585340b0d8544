import { describe, expect } from "vitest";
import type { Message } from "@stint/shared/conversations";
import { sql } from "drizzle-orm";
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_STUDENTS } from "../../demo/demo-accounts.ts";
import { loadDemoData } from "../../demo/load-demo-data.ts";
import { it } from "../../test/api-test.ts";
import { PNG_BYTES, pdfBytes, uploaded } from "../../test/files.ts";
import { publishableJob } from "../../test/job-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { emptyTarget, everyFile, everyRow, tempFolder } from "./backup-test-kit.ts";
import { createBackup } from "./create-backup.ts";
import { queryRows } from "./database-tables.ts";
import { restoreBackup } from "./restore-backup.ts";

// Demo sign-ins from one address, more than the sign-in rate limit allows.
it.override({ appEnv: { RATE_LIMIT: "false" } });

it.beforeAll(async ({ app }) => {
  // Outbox events stay in their table (the worker would send and remove them): they are data to restore too.
  await app.deps.outbox.stop();
  // The demo holds data of most kinds: accounts, CVs with PDFs, jobs, applications, offers, matches, ratings,
  // rating reports, rounds, conversations, interviews, notifications, the matching change feed.
  await loadDemoData({ deps: app.deps });
  await fillWhatTheDemoLeavesEmpty(app);
}, 180_000);

/** Rows in the tables the demo leaves empty, through the API where a user makes them. */
async function fillWhatTheDemoLeavesEmpty(app: TestApp) {
  const lena = await signedIn(app, DEMO_STUDENTS[0]!.email);
  const conversation = (await lena.get("/api/conversations")).json.items[0];
  const messages = (await lena.get(`/api/conversations/${conversation.id}/messages`)).json.items as Message[];
  const theirs = messages.find((message) => !message.fromMe)!;
  expect(
    (await lena.post(`/api/messages/${theirs.id}/reports`, { reason: "scam", details: "Asks for money." })).status,
  ).toBe(201);
  const pdf = await uploaded(lena, {
    purpose: "cv",
    name: "attachment.pdf",
    bytes: pdfBytes(),
    type: "application/pdf",
  });
  const sent = await lena.post(`/api/conversations/${conversation.id}/messages`, {
    body: "Here it is.",
    fileIds: [pdf.id],
  });
  expect(sent.status, sent.text).toBe(201);
  await uploaded(lena, { purpose: "avatar", name: "me.png", bytes: PNG_BYTES, type: "image/png" });
  expect((await lena.post("/api/calendar-feed")).status).toBeLessThan(300);
  expect((await lena.patch("/api/notifications/settings", { mail: { "application.status": false } })).status).toBe(200);
  const company = await signedIn(app, DEMO_COMPANIES[0]!.email);
  expect((await company.post("/api/saved-filters", { name: "Rustaceans", filter: {} })).status).toBe(201);
  // A saved job, and an alert that finds a job published after it.
  const [shown] = (await lena.get("/api/jobs?limit=1")).json.items as { id: string }[];
  expect((await lena.put(`/api/saved-jobs/${shown!.id}`)).status).toBeLessThan(300);
  const alert = await lena.post("/api/job-alerts", { name: "Backups", frequency: "daily", search: { q: "backup" } });
  expect(alert.status, alert.text).toBe(201);
  const posted = await company.post("/api/jobs", { ...publishableJob({ title: "Backup trainee" }), publish: true });
  expect(posted.status, posted.text).toBe(201);
  await app.deps.outbox.drain();
  // What only limits, password resets and email changes write, as they write it.
  const db = app.deps.database.db;
  const [user] = await queryRows<{ id: string }>(db, sql`select id from auth_users order by id limit 1`);
  await db.execute(
    sql`insert into auth_rate_limits (id, key, count, last_request) values ('rl-1', '127.0.0.1/sign-in', 3, ${Date.now()})`,
  );
  await db.execute(
    sql`insert into auth_verifications (id, identifier, value, expires_at) values ('v-1', 'reset-password:abc', ${user!.id}, now() + interval '1 hour')`,
  );
  await db.execute(
    sql`insert into email_changes (user_id, previous_email, new_email, token_hash, expires_at) values (${user!.id}, 'old@test.example', 'new@test.example', 'hash-1', now() + interval '1 day')`,
  );
}

async function signedIn(app: TestApp, email: string) {
  const client = app.client();
  const response = await client.post("/api/auth/sign-in/email", { email, password: DEMO_PASSWORD });
  expect(response.status, email).toBe(200);
  return client;
}

/** Tables the demo and the fixtures above leave empty: none, so every kind of row makes the round trip. */
const EMPTY_IN_THE_SOURCE: string[] = [];

describe("backup and restore on disk storage", () => {
  it("restores every table row by row and every file byte by byte, and the restored deployment signs in", async ({
    app,
  }) => {
    const source = app.deps;
    const rows = await everyRow(source.database);
    const empty = Object.entries(rows)
      .filter(([name, list]) => list.length === 0 && name !== "(sequences)")
      .map(([name]) => name);
    expect(empty).toEqual(EMPTY_IN_THE_SOURCE);
    const files = await everyFile(source.storage);
    expect(files.size).toBeGreaterThan(10);

    const folder = await tempFolder();
    const target = await emptyTarget();
    try {
      const archive = `${folder.dir}/backup.tar.gz`;
      const { manifest } = await createBackup({ database: source.database, storage: source.storage, file: archive });
      expect(manifest.files.count).toBe(files.size);
      await restoreBackup({ database: target.database, storage: target.storage, file: archive });

      expect(await everyRow(target.database)).toEqual(rows);
      expect(await everyFile(target.storage)).toEqual(files);

      // The restored deployment works: a demo account signs in with its password, and its files are served.
      const restored = await createTestApp(
        { DATA_DIR: target.dataDir, RATE_LIMIT: "false" },
        { database: target.database },
      );
      try {
        const client = await signedIn(restored, DEMO_STUDENTS[0]!.email);
        expect((await client.get("/api/me")).json.user.email).toBe(DEMO_STUDENTS[0]!.email);
        const { items } = (await client.get("/api/files")).json as { items: { id: string; url: string }[] };
        expect(items.length).toBeGreaterThan(0);
        // New rows take ids after the restored ones (messages, live events and outbox events count up).
        const conversation = (await client.get("/api/conversations")).json.items[0];
        const sent = await client.post(`/api/conversations/${conversation.id}/messages`, {
          body: "After the restore.",
        });
        expect(sent.status, sent.text).toBe(201);
      } finally {
        await restored.close();
      }
    } finally {
      await target.close();
      await folder.close();
    }
  });
});
