import { readdirSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "./db/open-embedded-database.ts";
import { files, jobs, matchingChanges, users } from "./db/schema/index.ts";
import { canUseDemoSnapshot, copyDemoSnapshot, dateDemoSnapshot, demoSnapshot, isFresh } from "./demo-snapshot.ts";
import { readEnv } from "./env.ts";
import { createLocalStorage } from "./lib/storage/local-storage.ts";
import { createTestLogger } from "./test/test-logger.ts";

const DAY = 86_400_000;
const MADE_AT = new Date("2026-11-20T10:00:00Z");
const envFor = (dataDir: string, extra: Record<string, string> = {}) =>
  readEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
    DEMO_DATA: "true",
    ...extra,
  });

describe("isFresh", () => {
  it("takes a snapshot made within the last week, not an older one or one from the future", () => {
    expect(isFresh(MADE_AT, new Date(MADE_AT.getTime() + 6.9 * DAY))).toBe(true);
    expect(isFresh(MADE_AT, new Date(MADE_AT.getTime() + 7 * DAY))).toBe(false);
    expect(isFresh(MADE_AT, new Date(MADE_AT.getTime() - 60_000))).toBe(false);
  });
});

describe("canUseDemoSnapshot", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "stint-snapshot-use-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("only for demo data in an empty data folder on the embedded database and local files", async () => {
    expect(await canUseDemoSnapshot(envFor(dir))).toBe(true);
    expect(await canUseDemoSnapshot(envFor(dir, { DEMO_DATA: "false" }))).toBe(false);
    expect(await canUseDemoSnapshot(envFor(dir, { DATABASE_URL: "postgres://stint@127.0.0.1:1/stint" }))).toBe(false);
    await mkdir(path.join(dir, "files"), { recursive: true });
    await writeFile(path.join(dir, "files", "something"), "x");
    expect(await canUseDemoSnapshot(envFor(dir))).toBe(false);
  });
});

// The embedded database only: the snapshot is a PGlite data folder.
describe.runIf(!process.env.TEST_DATABASE_URL)("a data folder started from the demo snapshot", () => {
  let cacheDir: string;
  let dataDir: string;
  const { logger, lines } = createTestLogger();

  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(tmpdir(), "stint-snapshot-cache-"));
    dataDir = await mkdtemp(path.join(tmpdir(), "stint-snapshot-data-"));
  });
  afterAll(async () => {
    await rm(cacheDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it("holds the demo data and its files, every date moved to the start, and says how to sign in", async () => {
    const snapshot = await demoSnapshot({ env: envFor(dataDir), logger, now: MADE_AT, cacheDir });
    expect(snapshot?.madeAt).toEqual(MADE_AT);
    // Within the week the same snapshot serves, unmade.
    const later = new Date(MADE_AT.getTime() + 3 * DAY + 5 * 3_600_000);
    expect(await demoSnapshot({ env: envFor(dataDir), logger, now: later, cacheDir })).toEqual(snapshot);

    // Nothing a start would copy for nothing: the log segments kept for reuse are gone (one is in use).
    const segments = readdirSync(path.join(snapshot!.dir, "db", "pg_wal")).filter((name) =>
      /^[0-9A-F]{24}$/.test(name),
    );
    expect(segments).toHaveLength(1);

    copyDemoSnapshot(snapshot!, dataDir);
    const { database, start } = await openEmbeddedDatabase({ dir: path.join(dataDir, "db"), log: logger });
    try {
      expect(start).toBe("existing");
      const db = database.db;
      const newestJob = async () =>
        (
          await db
            .select()
            .from(jobs)
            .where(and(isNotNull(jobs.deadline), isNotNull(jobs.publishedAt)))
            .orderBy(desc(jobs.publishedAt))
            .limit(1)
        )[0]!;
      const changes = async () => (await db.select({ n: count() }).from(matchingChanges))[0]!.n;
      const before = await newestJob();
      const changesBefore = await changes();
      // The feed's rows from making the demo data are left out of the snapshot.
      expect(changesBefore).toBe(0);

      await dateDemoSnapshot({ database, snapshot: snapshot!, now: later, logger });

      const after = await newestJob();
      expect(after.id).toBe(before.id);
      expect(after.publishedAt!.getTime() - before.publishedAt!.getTime()).toBe(later.getTime() - MADE_AT.getTime());
      expect(after.createdAt.getTime() - before.createdAt.getTime()).toBe(later.getTime() - MADE_AT.getTime());
      expect(Date.parse(after.deadline!) - Date.parse(before.deadline!)).toBe(3 * DAY);
      // Nothing but the clock changed: the change feed was not told.
      expect(await changes()).toBe(changesBefore);
      expect((await db.select({ n: count() }).from(users))[0]!.n).toBeGreaterThan(400);

      // The CVs' PDFs came along, whole.
      const [file] = await db.select().from(files).where(eq(files.purpose, "cv")).limit(1);
      const storage = await createLocalStorage({ root: path.join(dataDir, "files") });
      const stored = await storage.get(file!.storageKey);
      expect(stored.size).toBe(file!.size);
      stored.body.destroy();
    } finally {
      await database.close();
    }
    // Said once, when the copy was dated; not while the snapshot was made.
    expect(lines.filter((line) => String(line.msg).startsWith("Demo data loaded"))).toHaveLength(1);
  }, 180_000);
});
