import { createServer, type Server, type Socket, connect } from "node:net";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { it as apiIt } from "../test/api-test.ts";
import { publishableJob } from "../test/job-fixtures.ts";
import { createCv } from "../test/cv-fixtures.ts";
import { createTestApp, newCompany, newStudent, type TestApp } from "../test/test-app.ts";
import { openTestDatabase } from "../test/test-database.ts";
import { openDatabase, type Database } from "./client.ts";
import { READ_FROM_HEADER, WAL_COOKIE } from "../lib/http/read-routing.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const replicaServerUrl = process.env.TEST_REPLICA_URL;

apiIt("without a replica, answers say nothing of it and set no WAL cookie", async ({ app, signedInCompany }) => {
  const { client } = await signedInCompany();
  const created = await client.post("/api/jobs", publishableJob());
  expect(created.status).toBe(201);
  expect(created.headers.get(READ_FROM_HEADER)).toBeNull();
  expect(created.headers.getSetCookie().some((cookie) => cookie.startsWith(`${WAL_COOKIE}=`))).toBe(false);
  expect((await client.get("/api/jobs")).headers.get(READ_FROM_HEADER)).toBeNull();
  expect(app.deps.database.replica).toBeNull();
});

/**
 * Against a real streaming replica of the test cluster: `WITH_REPLICA=1 scripts/with-postgres.sh npx vitest run
 * --project api apps/api/src/db/replica.test.ts` makes one (pg_basebackup -R) and sets TEST_REPLICA_URL.
 */
describe.skipIf(!serverUrl || !replicaServerUrl)(
  "a read replica (skipped: needs TEST_REPLICA_URL, a streaming replica of TEST_DATABASE_URL's cluster: run with WITH_REPLICA=1 scripts/with-postgres.sh)",
  () => {
    let primary: Database;
    let replicaUrl: string;
    let primaryUrl: string;
    let app: TestApp;
    let replicaAdmin: pg.Client;

    beforeAll(async () => {
      // The test database is made on the primary; the replica gets it by replaying the primary's WAL.
      primary = await openTestDatabase();
      const result = await primary.db.execute(sql`select current_database() as name`);
      const { name } = (result as unknown as { rows: [{ name: string }] }).rows[0];
      primaryUrl = withDatabase(serverUrl!, name);
      replicaUrl = withDatabase(replicaServerUrl!, name);
      replicaAdmin = await eventually(async () => {
        const client = new pg.Client({ connectionString: replicaUrl });
        await client.connect();
        return client;
      });
      app = await createTestApp(
        { INDEX_MEMORY_MB: "0", READ_CACHE: "false" },
        { database: await openDatabase({ databaseUrl: primaryUrl, replicaUrl }) },
      );
    });

    afterEach(async () => {
      await replicaAdmin.query("select pg_wal_replay_resume()");
    });

    afterAll(async () => {
      await replicaAdmin?.end();
      await app?.close();
      await primary?.close();
    });

    it("serves the public job search from the replica, and says so", async () => {
      const { client } = await newStudent(app);
      const search = await eventually(async () => {
        const response = await client.get("/api/jobs?q=engineering");
        expect(response.headers.get(READ_FROM_HEADER)).toMatch(/^replica; lag-ms=\d+$/);
        return response;
      });
      expect(search.status).toBe(200);
    });

    it("shows a company its published job and a student their new CV at once, with the replica paused", async () => {
      const company = await newCompany(app);
      const student = await newStudent(app);
      const other = await newStudent(app);
      const word = `replicaword${Date.now().toString(36)}`;
      await caughtUp(app);
      await replicaAdmin.query("select pg_wal_replay_pause()");

      const created = await company.client.post("/api/jobs", {
        ...publishableJob({ title: `Intern ${word}` }),
        publish: true,
      });
      expect(created.status).toBe(201);
      expect(created.headers.getSetCookie().find((cookie) => cookie.startsWith(`${WAL_COOKIE}=`))).toMatch(
        /HttpOnly; SameSite=Lax/i,
      );
      const detail = await company.client.get(`/api/jobs/${created.json.id}`);
      expect(detail.status).toBe(200);
      expect(detail.headers.get(READ_FROM_HEADER)).toBe("primary");
      const found = await company.client.get(`/api/jobs?q=${word}`);
      expect(found.json.items.map((item: { id: string }) => item.id)).toEqual([created.json.id]);
      expect(found.headers.get(READ_FROM_HEADER)).toBe("primary");

      const cv = await createCv(student.client);
      const recommended = await student.client.get(`/api/matching/jobs?cvId=${cv.id}`);
      expect(recommended.status).toBe(200);
      expect(recommended.headers.get(READ_FROM_HEADER)).toBe("primary");

      // Someone who wrote nothing since reads the paused replica: not there yet, and told that the answer may lag.
      const lagging = await other.client.get(`/api/jobs?q=${word}`);
      expect(lagging.status).toBe(200);
      expect(lagging.json.total).toBe(0);
      expect(lagging.headers.get(READ_FROM_HEADER)).toMatch(/^replica; lag-ms=\d+$/);
      expect((await other.client.get(`/api/jobs/${created.json.id}`)).status).toBe(404);

      await replicaAdmin.query("select pg_wal_replay_resume()");
      const caught = await eventually(async () => {
        const response = await other.client.get(`/api/jobs?q=${word}`);
        expect(response.json.total).toBe(1);
        return response;
      });
      expect(caught.headers.get(READ_FROM_HEADER)).toMatch(/^replica; /);
    });

    it("answers from the primary when the replica goes away, and from the replica again when it is back", async () => {
      const proxy = await tcpProxy(new URL(replicaServerUrl!).port);
      const lines: string[] = [];
      const database = await openDatabase({
        databaseUrl: primaryUrl,
        replicaUrl: withPort(replicaUrl, proxy.port),
        logger: {
          warn: (_: unknown, line: string) => lines.push(line),
          info: (_: unknown, line: string) => lines.push(line),
        } as never,
      });
      const proxied = await createTestApp(
        { INDEX_MEMORY_MB: "0", READ_CACHE: "false" },
        { database, withMetrics: true },
      );
      try {
        const { client } = await newStudent(proxied);
        await eventually(async () => {
          const response = await client.get("/api/jobs?q=engineering");
          expect(response.headers.get(READ_FROM_HEADER)).toMatch(/^replica; /);
        });

        proxy.cut();
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const response = await client.get("/api/jobs?q=engineering");
          expect(response.status).toBe(200);
          expect(response.headers.get(READ_FROM_HEADER)).toBe("primary");
        }
        expect(database.replica!.stats().up).toBe(false);
        expect(lines).toEqual(["read replica: the database is unavailable; retrying until it is back"]);
        const metrics = await proxied.metrics!.registry.metrics();
        expect(metrics).toMatch(/^stint_db_replica_up 0$/m);
        expect(metrics).toMatch(/^stint_db_replica_fallbacks_total \d+$/m);

        proxy.resume();
        await eventually(async () => {
          const response = await client.get("/api/jobs?q=engineering");
          expect(response.headers.get(READ_FROM_HEADER)).toMatch(/^replica; /);
        });
        expect(lines.at(-1)).toBe("read replica: the database is back");
      } finally {
        await proxied.close();
        await proxy.close();
      }
    });
  },
);

function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function withPort(url: string, port: number) {
  const parsed = new URL(url);
  parsed.port = String(port);
  return parsed.toString();
}

/** Until the app's replica has replayed everything the primary wrote so far. */
async function caughtUp(app: TestApp) {
  const replica = app.deps.database.replica!;
  const position = await replica.primaryPosition();
  await eventually(async () => expect(replica.serves(position)).toBe(true));
}

/** `check` until it passes (the replica replays within milliseconds, its position is polled every 150 ms). */
async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** A TCP proxy to the replica that the test can cut (every connection dropped, new ones refused) and resume. */
async function tcpProxy(targetPort: string) {
  const sockets = new Set<Socket>();
  let open = true;
  const server: Server = createServer((incoming) => {
    if (!open) return incoming.destroy();
    const outgoing = connect(Number(targetPort), "127.0.0.1");
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut: () => {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    resume: () => {
      open = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
