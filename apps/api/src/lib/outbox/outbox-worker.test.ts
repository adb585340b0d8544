import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { outboxEvents } from "../../db/schema/index.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { createLogger } from "../logger.ts";
import { emitEvent } from "./outbox-events.ts";
import { backoffSeconds, createOutboxWorker, type OutboxHandlers } from "./outbox-worker.ts";

const logger = createLogger({ level: "silent", pretty: false });
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  // A table the handlers write to, to see their writes commit or roll back with the event.
  await database.db.execute(sql`create table handled (event_id bigint, company_id text)`);
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`truncate outbox_events, handled`);
});

const db = () => database.db;
const recordHandled: OutboxHandlers = {
  "company.renamed": async ({ db: tx, payload, event }) => {
    await tx.execute(sql`insert into handled values (${event.id}, ${payload.companyId})`);
  },
};
const handledRows = async () => {
  const result = await db().execute<{ company_id: string }>(sql`select company_id from handled order by company_id`);
  return (result as unknown as { rows: { company_id: string }[] }).rows.map((row) => row.company_id);
};
const events = () => db().select().from(outboxEvents).orderBy(outboxEvents.id);

describe("outbox", () => {
  it("keeps an event only when the transaction that wrote it commits", async () => {
    await db()
      .transaction(async (tx) => {
        await emitEvent({ db: tx, kind: "company.renamed", payload: { companyId: "rolled-back" } });
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    await db().transaction((tx) => emitEvent({ db: tx, kind: "company.renamed", payload: { companyId: "kept" } }));
    const worker = createOutboxWorker({ database, logger, handlers: recordHandled });
    expect(await worker.drain()).toBe(1);
    expect(await handledRows()).toEqual(["kept"]);
  });

  it("handles each event once and marks it done with the handler's writes", async () => {
    for (const companyId of ["a", "b", "c"]) {
      await emitEvent({ db: db(), kind: "company.renamed", payload: { companyId } });
    }
    const worker = createOutboxWorker({ database, logger, handlers: recordHandled });
    expect(await worker.drain()).toBe(3);
    expect(await worker.drain()).toBe(0);
    expect(await handledRows()).toEqual(["a", "b", "c"]);
    expect((await events()).every((event) => event.processedAt !== null && event.attempts === 1)).toBe(true);
  });

  it("rolls a failed handler's writes back and tries again later, then gives up", async () => {
    let calls = 0;
    const failing: OutboxHandlers = {
      "company.renamed": async ({ db: tx, event }) => {
        calls += 1;
        await tx.execute(sql`insert into handled values (${event.id}, 'half-done')`);
        throw Object.assign(new Error("mail server said no"), { code: "EENVELOPE" });
      },
    };
    await emitEvent({ db: db(), kind: "company.renamed", payload: { companyId: "x" } });
    const worker = createOutboxWorker({ database, logger, handlers: failing, maxAttempts: 3 });

    expect(await worker.drain()).toBe(1);
    let [event] = await events();
    expect(event).toMatchObject({ attempts: 1, lastError: "EENVELOPE", processedAt: null, failedAt: null });
    expect(event!.runAfter.getTime() - Date.now()).toBeGreaterThan(1_000);
    expect(await handledRows()).toEqual([]);
    // Not due yet: nothing to do.
    expect(await worker.drain()).toBe(0);

    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await db()
        .update(outboxEvents)
        .set({ runAfter: sql`now()` })
        .where(eq(outboxEvents.id, event!.id));
      expect(await worker.drain()).toBe(1);
    }
    [event] = await events();
    expect(event).toMatchObject({ attempts: 3, processedAt: null });
    expect(event!.failedAt).not.toBeNull();
    expect(calls).toBe(3);
    expect(await handledRows()).toEqual([]);
  });

  it("gives up at once on an event no handler knows", async () => {
    await emitEvent({ db: db(), kind: "company.renamed", payload: { companyId: "x" } });
    const worker = createOutboxWorker({ database, logger, handlers: {} });
    expect(await worker.drain()).toBe(1);
    const [event] = await events();
    expect(event).toMatchObject({ lastError: "no-handler", attempts: 1 });
    expect(event!.failedAt).not.toBeNull();
  });

  it("lets two workers share the events without handling one twice", async () => {
    const ids = Array.from({ length: 30 }, (_, index) => `company-${String(index).padStart(2, "0")}`);
    for (const companyId of ids) await emitEvent({ db: db(), kind: "company.renamed", payload: { companyId } });
    const one = createOutboxWorker({ database, logger, handlers: recordHandled });
    const two = createOutboxWorker({ database, logger, handlers: recordHandled });
    const [a, b] = await Promise.all([one.drain(), two.drain()]);
    expect(a + b).toBe(30);
    expect(await handledRows()).toEqual(ids);
  });

  it("wakes for a new event while started, and stops cleanly", async () => {
    const worker = createOutboxWorker({ database, logger, handlers: recordHandled, pollMs: 50 });
    await worker.start();
    await emitEvent({ db: db(), kind: "company.renamed", payload: { companyId: "live" } });
    await expect.poll(handledRows, { timeout: 5_000 }).toEqual(["live"]);
    await worker.stop();
  });

  it("backs off exponentially up to a quarter of an hour", () => {
    expect([1, 2, 3, 10, 20].map(backoffSeconds)).toEqual([2, 4, 8, 900, 900]);
  });
});
