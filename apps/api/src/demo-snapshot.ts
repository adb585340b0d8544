import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "./db/client.ts";
import { isEmptyFolder, openEmbeddedDatabase } from "./db/open-embedded-database.ts";
import { defaultTemplateDir, pgliteTemplateKey } from "./db/pglite-template.ts";
import { matchingChanges } from "./db/schema/index.ts";
import { shiftDates } from "./db/shift-dates.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./lib/logger.ts";

/**
 * Making the demo data is most of a first start (issue 13: 5–6 s of CPU to generate and insert it, render its
 * PDFs and hash nothing twice); copying a data folder that already holds it takes ~100 ms. So the first start
 * with an empty data folder makes a snapshot (the embedded database, closed, and the files it refers to) in
 * node_modules/.cache/stint, and every later empty data folder starts as a copy of it, its dates moved to now.
 * Keyed by the database template's key and every API and package source, so a changed generator, schema or
 * vocabulary makes a new one; remade after a week, because the dates inside JSON values (a CV's education and
 * experience months) do not move with the rest. Only for the embedded database on local storage: a bucket
 * or a PostgreSQL server gets its demo data made as before.
 */

export type DemoSnapshot = { dir: string; madeAt: Date; summary: string };

const MAX_AGE_MS = 7 * 86_400_000;
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../..");
const sourceDirs = [here, path.join(repoRoot, "packages/shared/src"), path.join(repoRoot, "packages/matching/src")];
const META_FILE = "snapshot.json";

/** Whether this start may use a snapshot: embedded database, local files, and a data folder with nothing in it. */
export async function canUseDemoSnapshot(env: Env): Promise<boolean> {
  if (!env.demoData || env.databaseUrl || env.s3) return false;
  return (await isEmptyFolder(path.join(env.dataDir, "db"))) && (await isEmptyFolder(path.join(env.dataDir, "files")));
}

/** The current snapshot, made first when there is none or it is too old; null when it could not be made. */
export async function demoSnapshot(options: {
  env: Env;
  logger: Logger;
  now: Date;
  cacheDir?: string;
}): Promise<DemoSnapshot | null> {
  const { env, logger, now } = options;
  const cacheDir = options.cacheDir ?? defaultTemplateDir;
  const dir = path.join(cacheDir, `demo-${await demoSnapshotKey()}`);
  const existing = await readSnapshot(dir);
  if (existing && isFresh(existing.madeAt, now)) return existing;
  logger.info("Preparing the demo data (once; later empty data folders start from a copy of it)…");
  const partial = `${dir}.${process.pid}.${randomBytes(4).toString("hex")}.partial`;
  try {
    const summary = await makeDemoData({ env: { ...env, dataDir: partial }, logger, now });
    await rm(path.join(partial, "mail"), { recursive: true, force: true });
    await writeFile(path.join(partial, META_FILE), JSON.stringify({ madeAt: now.toISOString(), summary }));
    await rm(dir, { recursive: true, force: true });
    // A process that made one meanwhile won the race: its copy is as good.
    await rename(partial, dir).catch((error: unknown) => {
      if (!existsSync(dir)) throw error;
    });
    await removeOtherSnapshots(dir);
    return await readSnapshot(dir);
  } catch (error) {
    logger.warn({ err: error }, "could not make the demo data snapshot; making the demo data in the data folder");
    return null;
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** Copies the snapshot's database and files into the (empty) data folder. */
export function copyDemoSnapshot(snapshot: DemoSnapshot, dataDir: string): void {
  // Synchronous on purpose, as for the database template: ~1,200 small files copy ten times faster this way.
  cpSync(path.join(snapshot.dir, "db"), path.join(dataDir, "db"), { recursive: true });
  const files = path.join(snapshot.dir, "files");
  if (existsSync(files)) cpSync(files, path.join(dataDir, "files"), { recursive: true });
}

/** Moves the copied demo data to `now`, as if it had been made at this start, and says how to sign in. */
export async function dateDemoSnapshot(options: {
  database: Database;
  snapshot: DemoSnapshot;
  now: Date;
  logger: Logger;
}): Promise<void> {
  const { database, snapshot, now, logger } = options;
  await shiftDates(database.db, now.getTime() - snapshot.madeAt.getTime());
  logger.info(snapshot.summary);
}

export const isFresh = (madeAt: Date, now: Date) =>
  now.getTime() - madeAt.getTime() >= 0 && now.getTime() - madeAt.getTime() < MAX_AGE_MS;

async function makeDemoData(options: { env: Env; logger: Logger; now: Date }): Promise<string> {
  const { env, now } = options;
  // Loaded only here: a start from the snapshot needs none of it.
  const [{ createDeps, closeDeps }, { loadDemoData }] = await Promise.all([
    import("./create-deps.ts"),
    import("./demo/load-demo-data.ts"),
  ]);
  // Quiet: the summary is said when the copy is dated, not twice.
  const logger = options.logger.child({}, { level: "warn" });
  const log = { info: () => undefined, warn: (message: string) => logger.warn(message) };
  const { database } = await openEmbeddedDatabase({ dir: path.join(env.dataDir, "db"), log });
  const deps = await createDeps({ env, logger, database });
  try {
    const summary = await loadDemoData({ deps, now });
    if (!summary) throw new Error("the new database was not empty");
    await trimForCopies(database);
    return summary;
  } finally {
    await closeDeps(deps);
  }
}

/**
 * Leaves out of the snapshot what every start would copy for nothing: the change feed's rows (a process loads
 * its matching index whole at start, and the feed keeps rows for minutes) and the write-ahead log segments
 * PostgreSQL keeps to reuse, 16 MB each. Embedded PostgreSQL runs as one backend that makes its own
 * checkpoints, so this session's setting tells the checkpoint to remove the segments it no longer needs instead
 * of keeping them (issue 13: one segment is left instead of two or three).
 */
async function trimForCopies(database: Database) {
  await database.db.execute(sql`truncate ${matchingChanges}`);
  await database.db.execute(sql`set wal_recycle = off`);
  // From the start of a fresh segment: a checkpoint in a segment filled past three quarters makes the next one
  // ahead of time (a second segment that is copied for nothing).
  await database.db.execute(sql`select pg_switch_wal()`);
  await database.db.execute(sql`checkpoint`);
}

async function readSnapshot(dir: string): Promise<DemoSnapshot | null> {
  try {
    const meta = JSON.parse(await readFile(path.join(dir, META_FILE), "utf8")) as { madeAt: string; summary: string };
    const madeAt = new Date(meta.madeAt);
    if (Number.isNaN(madeAt.getTime()) || typeof meta.summary !== "string") return null;
    return { dir, madeAt, summary: meta.summary };
  } catch {
    return null;
  }
}

/** A hash of the database template's key and every source that makes the demo data (all of them: simpler than exact). */
async function demoSnapshotKey(): Promise<string> {
  const hash = createHash("sha256");
  hash.update(await pgliteTemplateKey());
  // Read synchronously: ~400 small files take a third of the time they take one awaited read at a time.
  for (const dir of sourceDirs) {
    for (const file of listSources(dir)) {
      hash.update(`\n${path.relative(repoRoot, file)}\n`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".test.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function removeOtherSnapshots(current: string) {
  const dir = path.dirname(current);
  for (const name of await readdir(dir)) {
    if (name.startsWith("demo-") && path.join(dir, name) !== current && !name.endsWith(".partial")) {
      await rm(path.join(dir, name), { recursive: true, force: true });
    }
  }
}
