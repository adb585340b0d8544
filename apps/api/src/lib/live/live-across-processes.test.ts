import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { openLiveStream } from "../../test/live-stream.ts";
import { createTestApp, newStudent, type TestApp } from "../../test/test-app.ts";
import { notify } from "../../modules/notifications/notify.ts";
import { LIVE_CHANNEL } from "./live-listener.ts";

/**
 * Issue 32's test: two API processes on one PostgreSQL database, each with its own pool and its own
 * listener, served over real sockets. What one publishes reaches a client of the other within a second, and
 * neither a dropped listener connection nor a dropped client loses an event. PostgreSQL only (the embedded
 * database is one process by nature).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

describe.runIf(Boolean(serverUrl))("live events across two API processes on one PostgreSQL", () => {
  const name = `stint_live_${process.pid}_${randomBytes(4).toString("hex")}`;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const open = () => openDatabase({ databaseUrl: url.toString() });
    one = await createTestApp({}, { database: await open(), overHttp: true });
    two = await createTestApp({}, { database: await open(), overHttp: true });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  const streamOn = (app: TestApp, cookie: string, lastEventId?: string) =>
    openLiveStream((path, init) => fetch(new URL(path, app.origin!), init), {
      cookie,
      ...(lastEventId ? { lastEventId } : {}),
    });

  it("an event published through one reaches a client connected to the other within 1 s", async () => {
    const someone = await newStudent(one);
    const stream = await streamOn(two, someone.client.cookieHeader);
    expect(stream.status).toBe(200);
    await stream.opened();
    for (let round = 0; round < 5; round += 1) {
      const sent = Date.now();
      await one.deps.database.db.transaction((tx) =>
        notify(tx, { recipientId: someone.id, kind: "match.updated", title: `Round ${round}` }),
      );
      await stream.next(2 * round + 1, 1_000);
      expect(stream.events.at(-1)!.at - sent).toBeLessThan(1_000);
      // Through the first process's HTTP API, as a tab there would.
      const marked = Date.now();
      expect((await someone.client.post("/api/notifications/read-all")).status).toBe(200);
      await stream.next(2 * round + 2, 1_000);
      expect(stream.events.at(-1)!.kind).toBe("notifications-read");
      expect(stream.events.at(-1)!.at - marked).toBeLessThan(1_000);
    }
    await stream.close();
  });

  it("misses nothing when the listener's connection drops, nor when the client's does", async () => {
    const someone = await newStudent(one);
    const publish = (n: number) =>
      one.deps.database.db.transaction((tx) =>
        notify(tx, { recipientId: someone.id, kind: "match.updated", title: `Note ${n}` }),
      );
    const stream = await streamOn(two, someone.client.cookieHeader);
    await stream.opened();
    await publish(1);
    await stream.next(1);

    // The listener connection is cut (a restart, a failover, a proxy): what is published before it is back
    // is read when it is. Only the second process listens: a process starts its listener with its first stream.
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const cut = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query = $2",
        [name, `LISTEN ${LIVE_CHANNEL}`],
      );
      expect(cut.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await publish(2);
    await publish(3);
    await stream.next(3, 15_000);

    // The client's connection drops; what comes meanwhile is sent when it reconnects with the last id.
    await stream.close();
    await publish(4);
    await publish(5);
    const again = await streamOn(two, someone.client.cookieHeader, stream.events.at(-1)!.id);
    await again.next(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ids = [...stream.events, ...again.events].map(({ data }) => data);
    expect(ids).toHaveLength(5);
    expect(new Set(ids.map((event) => JSON.stringify(event))).size).toBe(5);
    const titles = await one.deps.database.db.query.notifications.findMany({
      where: (table, { eq }) => eq(table.recipientId, someone.id),
      orderBy: (table, { asc }) => asc(table.createdAt),
    });
    expect(ids).toEqual(titles.map(({ id }) => ({ kind: "notification", notificationId: id })));
    await again.close();
    // A client that goes away over a real socket frees its place in the process.
    const end = Date.now() + 5_000;
    while (two.deps.live.size > 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(two.deps.live.size).toBe(0);
  });
});
