import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "./client.ts";

/**
 * A fresh PGlite runs initdb in WebAssembly (5–7 s on a busy 2-core machine) and then every migration; opening
 * a data folder that was already initialised and migrated takes about 1 s. So a migrated, empty database is
 * kept in node_modules/.cache, keyed by the migrations, the database client and the PGlite version: any
 * change to those makes a new one, so a changed migration never starts from a stale template. The test
 * databases start from a tarball of it, an empty DATA_DIR from a copy of its folder (open-embedded-database.ts).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const apiSrc = path.resolve(here, "..");
const repoRoot = path.resolve(apiSrc, "../../..");
const defaultMigrationsDir = path.join(here, "migrations");
const clientFile = path.join(here, "client.ts");
export const defaultTemplateDir = path.join(repoRoot, "node_modules/.cache/stint");

/** Where templates live and what they are made from; tests point these elsewhere. */
export type TemplateOptions = { cacheDir?: string; migrationsDir?: string };

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

/** A hash of everything that decides what a migrated database holds. */
export async function pgliteTemplateKey(options: TemplateOptions = {}): Promise<string> {
  const migrationsDir = options.migrationsDir ?? defaultMigrationsDir;
  const hash = createHash("sha256");
  hash.update(`pglite ${await pgliteVersion()}\n`);
  hash.update(await readFile(clientFile));
  for (const file of await listFiles(migrationsDir)) {
    hash.update(`\n${path.relative(migrationsDir, file)}\n`);
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

/** The tests' template: a tarball of the data folder, loaded into an in-memory database (loadDataDir). */
export async function pgliteTemplateTar(options: TemplateOptions = {}): Promise<string> {
  return path.join(options.cacheDir ?? defaultTemplateDir, `pglite-${await pgliteTemplateKey(options)}.tar`);
}

/**
 * An empty DATA_DIR's template: a data folder closed cleanly after the migrations, copied as it is (a copy of
 * its files takes ~50 ms; PGlite's loadDataDir unpacks the same 40 MB through its virtual file system in ~1.3 s).
 */
export async function pgliteTemplateDir(options: TemplateOptions = {}): Promise<string> {
  return path.join(options.cacheDir ?? defaultTemplateDir, `pglite-${await pgliteTemplateKey(options)}`);
}

/** A unique name beside `target`, renamed onto it once complete, so that no process reads half a template. */
const partialName = (target: string) => `${target}.${process.pid}.${randomBytes(4).toString("hex")}.partial`;

/** Makes the data folder template `dir`: a new database, migrated and closed. */
export async function makePgliteTemplateDir(dir: string): Promise<void> {
  await mkdir(path.dirname(dir), { recursive: true });
  const partial = partialName(dir);
  try {
    const database = await openDatabase({ pgliteDir: partial });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    // A process that made the same template meanwhile won the race: its copy is as good.
    await rename(partial, dir).catch((error: unknown) => {
      if (!existsSync(dir)) throw error;
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  await removeOtherTemplates(dir);
}

/** Templates of other migrations are of no further use (40 MB each); this key's tarball and folder stay. */
async function removeOtherTemplates(current: string) {
  const dir = path.dirname(current);
  const prefix = path.basename(current).replace(/\.tar$/, "");
  for (const name of await readdir(dir)) {
    if (name.startsWith("pglite-") && !name.startsWith(prefix)) {
      await rm(path.join(dir, name), { recursive: true, force: true });
    }
  }
}

/** Drops a template that failed to load, so that the next start makes a new one. */
export async function discardPgliteTemplate(file: string) {
  pending = undefined;
  await rm(file, { recursive: true, force: true });
}

let pending: Promise<string> | undefined;

/** Path of the tests' template, made in memory on first use (their global setup calls this before the workers). */
export function pgliteTemplatePath(): Promise<string> {
  pending ??= buildTemplateTar();
  return pending;
}

async function buildTemplateTar(): Promise<string> {
  const file = await pgliteTemplateTar();
  if (existsSync(file)) return file;
  const database = await openDatabase({});
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await mkdir(path.dirname(file), { recursive: true });
    const partial = partialName(file);
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await database.close();
  }
  await removeOtherTemplates(file);
  return file;
}
