import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../db/client.ts";

/**
 * A fresh PGlite runs initdb in WebAssembly, which takes 2–5 s on a CI-sized machine; loading a data folder
 * that was already initialised and migrated takes about 0.5 s. So the migrated database is dumped once and
 * kept in node_modules/.cache, keyed by the migrations, the database client and the PGlite version; every
 * test database then starts from that dump. Any change to those inputs makes a new one.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const apiSrc = path.resolve(here, "..");
const repoRoot = path.resolve(apiSrc, "../../..");
const migrationsDir = path.join(apiSrc, "db/migrations");
const clientFile = path.join(apiSrc, "db/client.ts");
const cacheDir = path.join(repoRoot, "node_modules/.cache/stint-test");

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return files.flat().sort();
}

async function templateKey(): Promise<string> {
  const hash = createHash("sha256");
  hash.update(`pglite ${await pgliteVersion()}\n`);
  for (const file of [clientFile, ...(await listFiles(migrationsDir))]) {
    hash.update(path.relative(apiSrc, file));
    hash.update(await readFile(file));
  }
  return hash.digest("hex").slice(0, 16);
}

async function pgliteVersion(): Promise<string> {
  // The package's exports hide its package.json: find it from the resolved entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const manifest = JSON.parse(await readFile(path.join(dir, "package.json"), "utf8")) as { version?: string };
  return manifest.version ?? "unknown";
}

let pending: Promise<string> | undefined;

/** Path of a tarball holding a migrated, empty PGlite database; made on first use. */
export function pgliteTemplatePath(): Promise<string> {
  pending ??= buildTemplate();
  return pending;
}

async function buildTemplate(): Promise<string> {
  const file = path.join(cacheDir, `pglite-${await templateKey()}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({});
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await mkdir(cacheDir, { recursive: true });
    // Written beside and renamed, so a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    // Templates of older migrations are of no further use (40 MB each).
    for (const name of await readdir(cacheDir)) {
      const old = path.join(cacheDir, name);
      if (old !== file && name.startsWith("pglite-") && name.endsWith(".tar")) await rm(old, { force: true });
    }
  } finally {
    await database.close();
  }
  return file;
}

/** Drops a template that failed to load, so the next run makes a new one. */
export async function discardPgliteTemplate(file: string) {
  pending = undefined;
  await rm(file, { force: true });
}
