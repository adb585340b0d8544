import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../../app-deps.ts";
import { createApp } from "../../app.ts";
import { closeDeps, createDeps } from "../../create-deps.ts";
import { openDatabase } from "../../db/client.ts";
import { isDatabaseUnavailable } from "../../db/db-errors.ts";
import { readEnv } from "../../env.ts";
import { postgresBinaries, type PostgresCluster, startPostgresCluster } from "../../test/postgres-cluster.ts";
import { GOOD_PASSWORD, TEST_ORIGIN, TestClient, signUpStudent, uniqueEmail } from "../../test/test-app.ts";
import { createTestLogger } from "../../test/test-logger.ts";

/**
 * A database outage under a running app (PostgreSQL only, so this runs in the PostgreSQL pass): the app runs
 * on a cluster of this file's own (test/postgres-cluster.ts), which the test stops (`pg_ctl stop -m fast`,
 * as a restart or failover ends every session) and starts again. While it is down every route answers 503
 * with Retry-After at once; when it is back the same requests work, without restarting the app, and the
 * background tasks logged the outage once each.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL) && postgresBinaries() !== null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = Awaited<ReturnType<TestClient["get"]>>;

describe.runIf(onPostgres)("a database outage", () => {
  let cluster: PostgresCluster | undefined;
  let deps: AppDeps | undefined;
  let dataDir: string | undefined;
  const { logger, lines } = createTestLogger();

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    dataDir = await mkdtemp(path.join(tmpdir(), "stint-outage-"));
    const env = readEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      BASE_URL: TEST_ORIGIN,
      AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
      DEMO_DATA: "false",
      STEADY_AUTH_TIMING: "false",
    });
    deps = await createDeps({ env, logger, database: await openDatabase({ databaseUrl: cluster.url }) });
    // Everything a serving process runs in the background, as main.ts starts it.
    await deps.outbox.start();
    deps.matchingIndex.start();
    deps.timeSweep.start();
  }, 120_000);

  afterAll(async () => {
    if (deps) await closeDeps(deps);
    await cluster?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    // closeDeps gives up on a part after 10 s each; pg_ctl may wait up to 60 s for the server to stop.
  }, 150_000);

  it("answers 503 with Retry-After on every route while the database is down, and serves again once it is back", async () => {
    const app = createApp(deps!, { webDist: null });
    const student = new TestClient(app);
    const { email } = await signUpStudent(student);
    const anonymous = new TestClient(app);
    let edits = 0;
    const requests: Record<string, () => Promise<Answer>> = {
      "a job search": () => student.get("/api/jobs"),
      "a read of one's own": () => student.get("/api/me"),
      "a list of one's own": () => student.get("/api/cvs"),
      "a write": () => student.patch("/api/me/account", { bio: `Edited ${(edits += 1)}` }),
      "better-auth's session read": () => student.get("/api/auth/get-session?disableCookieCache=true"),
      "a sign-in": () => new TestClient(app).post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD }),
      "a sign-up": () =>
        new TestClient(app).post("/api/sign-up/student", {
          email: uniqueEmail("outage"),
          password: GOOD_PASSWORD,
          name: "Outage Student",
        }),
      // Last: the health check asks the database at most once a second.
      "the health check": () => anonymous.get("/api/health"),
    };
    const expectServed = async () => {
      for (const [what, request] of Object.entries(requests)) {
        const response = await request();
        expect(response.status, `${what}: ${response.text}`).toBeLessThan(300);
      }
    };
    await expectServed();

    // What is under way when the server stops: a statement running, a transaction between two statements.
    const running = deps!.database.db.execute(sql`select pg_sleep(30)`).then(
      () => null,
      (error: unknown) => error,
    );
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const transaction = deps!.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await paused;
        await tx.execute(sql`select 2`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    await sleep(200);

    await cluster!.stop("fast");
    const stoppedAt = performance.now();
    expect(isDatabaseUnavailable(await running)).toBe(true);
    resume();
    expect(isDatabaseUnavailable(await transaction)).toBe(true);

    await sleep(1_000);
    for (const [what, request] of Object.entries(requests)) {
      const started = performance.now();
      const response = await request();
      expect(performance.now() - started, what).toBeLessThan(3_000);
      expect(response.status, `${what}: ${response.text}`).toBe(503);
      expect(response.headers.get("retry-after"), what).toBe("5");
      expect(response.headers.get("content-type"), what).toMatch(/^application\/json/);
      if (what === "the health check") {
        expect(response.json).toEqual({ status: "unavailable", db: "down" });
      } else {
        expect(response.json, what).toEqual({
          error: {
            code: "database-unavailable",
            message: "The service is briefly unavailable. Please try again in a few seconds.",
          },
        });
      }
    }
    // The outbox polls every second and the matching index syncs every 2 s: let each fail a few times.
    await sleep(Math.max(0, 4_500 - (performance.now() - stoppedAt)));

    await cluster!.start();
    const deadline = performance.now() + 20_000;
    while ((await anonymous.get("/api/health")).status !== 200) {
      expect(performance.now(), "the health check to report the database back").toBeLessThan(deadline);
      await sleep(200);
    }
    await expectServed();

    // Each background task said so once when the database went and once when it came back.
    const said = (message: string) => lines.filter((line) => line.msg === message).length;
    for (const task of ["outbox", "matching index"]) {
      while (said(`${task}: the database is back`) === 0) {
        expect(performance.now(), `${task} to log the database back`).toBeLessThan(deadline);
        await sleep(200);
      }
      expect(said(`${task}: the database is unavailable; retrying until it is back`), task).toBe(1);
      expect(said(`${task}: the database is back`), task).toBe(1);
    }
    // Requests: at most one line per 10 s, however many were refused.
    expect(said("database unavailable: answering 503")).toBeLessThanOrEqual(1);
    expect(lines.filter((line) => line.msg === "unhandled error")).toEqual([]);
    // Nothing the requests carried.
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(GOOD_PASSWORD);
  });
});
