import type { LiveEvent } from "@stint/shared/live-events";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Db } from "../../db/client.ts";
import { liveEvents } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { type LiveStreamClient, openLiveStream } from "../../test/live-stream.ts";
import type { TestApp } from "../../test/test-app.ts";
import { MAX_STREAMS_PER_ACCOUNT } from "./live-hub.ts";
import { publishLiveEvent } from "./publish-live-event.ts";

// GET /api/live on the file's database (PGlite, or PostgreSQL in CI): who may listen, what a stream says,
// and resuming without gaps or repeats. The late commit needs two connections at once: PostgreSQL only.

type Who = { id: string; client: { cookieHeader: string } };

const live = (app: TestApp, who: Who, options: { after?: number | string; lastEventId?: number | string } = {}) =>
  openLiveStream((url, init) => app.app.request(url, init), { cookie: who.client.cookieHeader, ...options });

const note = (n: number): LiveEvent => ({ kind: "notification", notificationId: `n${n}` });

/** Publishes each event in a transaction of its own and returns their seqs. */
async function published(db: Db, accountId: string, events: LiveEvent[]) {
  for (const event of events) await db.transaction((tx) => publishLiveEvent(tx, [accountId], event));
  const rows = await db
    .select({ seq: liveEvents.seq })
    .from(liveEvents)
    .where(eq(liveEvents.accountId, accountId))
    .orderBy(liveEvents.seq);
  return rows.map(({ seq }) => seq).slice(-events.length);
}

const seqsOf = (stream: LiveStreamClient) => stream.events.map(({ id }) => Number(id));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("GET /api/live", () => {
  it("is for signed-in users", async ({ app }) => {
    const response = await app.client().get("/api/live");
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe("unauthenticated");
  });

  it("refuses an ?after= that is not an event id, naming the field", async ({ signedInStudent }) => {
    const { client } = await signedInStudent();
    const response = await client.get("/api/live?after=ten");
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toHaveProperty("after");
  });

  it("streams each new event: id its seq, event its kind, data its JSON; uncompressed", async ({
    app,
    db,
    signedInStudent,
  }) => {
    const someone = await signedInStudent();
    const other = await signedInStudent();
    const stream = await openLiveStream((url, init) => app.app.request(url, init), {
      cookie: someone.client.cookieHeader,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("content-encoding")).toBeNull();
    await stream.opened();
    const [seq] = await published(db, someone.id, [note(1)]);
    await published(db, other.id, [note(2)]);
    await stream.next(1);
    await pause(100);
    expect(stream.events.map(({ id, kind, data }) => ({ id, kind, data }))).toEqual([
      { id: String(seq), kind: "notification", data: note(1) },
    ]);
    await stream.close();
  });

  it("resumes after ?after= or Last-Event-ID (which wins), each event once", async ({ app, db, signedInStudent }) => {
    const someone = await signedInStudent();
    const [first, second, third] = await published(db, someone.id, [note(1), note(2), note(3)]);

    const fromAfter = await live(app, someone, { after: first! });
    await fromAfter.next(2);
    const fromHeader = await live(app, someone, { after: first!, lastEventId: second! });
    await fromHeader.next(1);
    // A first connect without an id also gets the last 30 s: the page read what it shows just before.
    const fromNow = await live(app, someone);
    await fromNow.next(3);
    const [fourth] = await published(db, someone.id, [note(4)]);
    await Promise.all([fromAfter.next(3), fromHeader.next(2), fromNow.next(4)]);
    await pause(150);
    expect(seqsOf(fromAfter)).toEqual([second, third, fourth]);
    expect(seqsOf(fromHeader)).toEqual([third, fourth]);
    expect(seqsOf(fromNow)).toEqual([first, second, third, fourth]);
    await Promise.all([fromAfter, fromHeader, fromNow].map((stream) => stream.close()));

    // An id that is not one of the account's (pruned, made up): everything kept, rather than a gap.
    const unknown = await live(app, someone, { lastEventId: 999_999_999 });
    await unknown.next(4);
    expect(seqsOf(unknown)).toEqual([first, second, third, fourth]);
    await unknown.close();
  });

  it("reconnecting with the last id received misses nothing published meanwhile", async ({
    app,
    db,
    signedInStudent,
  }) => {
    const someone = await signedInStudent();
    const stream = await live(app, someone);
    await stream.opened();
    const [first] = await published(db, someone.id, [note(1)]);
    await stream.next(1);
    await stream.close();
    const missed = await published(db, someone.id, [note(2), note(3)]);
    const again = await live(app, someone, { lastEventId: stream.events.at(-1)!.id });
    await again.next(2);
    await pause(100);
    expect([...seqsOf(stream), ...seqsOf(again)]).toEqual([first, ...missed]);
    await again.close();
  });

  it(`holds at most ${MAX_STREAMS_PER_ACCOUNT} streams per account, and a closed one frees its place`, async ({
    app,
    signedInStudent,
  }) => {
    const someone = await signedInStudent();
    const streams = [];
    for (let n = 0; n < MAX_STREAMS_PER_ACCOUNT; n += 1) streams.push(await live(app, someone));
    expect(streams.map(({ status }) => status)).toEqual(Array(MAX_STREAMS_PER_ACCOUNT).fill(200));
    const refused = await someone.client.get("/api/live");
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("rate-limited");
    // Another account is not affected.
    const other = await live(app, await signedInStudent());
    expect(other.status).toBe(200);
    await streams.pop()!.close();
    await other.close();
    const replaced = await live(app, someone);
    expect(replaced.status).toBe(200);
    await Promise.all([...streams, replaced].map((stream) => stream.close()));
    expect(app.deps.live.size).toBe(0);
  });

  it("ends every stream when the process stops", async ({ startApp }) => {
    const stopping = await startApp();
    const { newStudent } = await import("../../test/test-app.ts");
    const someone = await newStudent(stopping);
    const stream = await live(stopping, someone);
    await stream.opened();
    await stopping.deps.live.stop();
    await stream.end();
    expect(stopping.deps.live.size).toBe(0);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("GET /api/live on PostgreSQL", () => {
  it("sends an event that commits after a later one, in the order that resumes right", async ({
    app,
    db,
    signedInStudent,
  }) => {
    const someone = await signedInStudent();
    const stream = await live(app, someone);
    await stream.opened();
    // A takes its seq first and commits last; B takes a later seq and commits at once.
    const slow = app.deps.database.dedicatedClient!();
    await slow.connect();
    try {
      await slow.query("begin");
      const inserted = await slow.query<{ seq: string }>(
        "insert into live_events (account_id, event) values ($1, $2) returning seq",
        [someone.id, JSON.stringify(note(1))],
      );
      const early = Number(inserted.rows[0]!.seq);
      const [late] = await published(db, someone.id, [note(2)]);
      expect(late).toBeGreaterThan(early);
      // B waits for A: had B gone out alone, a reconnect after B (seq > B) would skip A forever.
      await pause(400);
      expect(seqsOf(stream)).toEqual([]);
      await slow.query("commit");
      await stream.next(2);
      expect(seqsOf(stream)).toEqual([early, late]);

      // Resuming after B misses nothing and repeats nothing; after A, B comes again and only B.
      const afterLate = await live(app, someone, { lastEventId: late! });
      const afterEarly = await live(app, someone, { lastEventId: early });
      await afterEarly.next(1);
      const [next] = await published(db, someone.id, [note(3)]);
      await Promise.all([afterLate.next(1), afterEarly.next(2), stream.next(3)]);
      await pause(100);
      expect(seqsOf(afterLate)).toEqual([next]);
      expect(seqsOf(afterEarly)).toEqual([late, next]);
      expect(seqsOf(stream)).toEqual([early, late, next]);
      await Promise.all([afterLate.close(), afterEarly.close()]);
    } finally {
      await slow.end();
      await stream.close();
    }
  });
});
