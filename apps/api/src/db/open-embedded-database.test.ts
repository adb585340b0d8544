import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./client.ts";
import { openEmbeddedDatabase } from "./open-embedded-database.ts";
import {
  makePgliteTemplateDir,
  pgliteTemplateDir,
  pgliteTemplateKey,
  type TemplateOptions,
} from "./pglite-template.ts";

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** The hash Drizzle records for each applied migration is the SHA-256 of its SQL file. */
async function expectedMigrationHashes(): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith(".sql")).sort();
  return Promise.all(
    files.map(async (name) =>
      createHash("sha256")
        .update(await readFile(path.join(migrationsDir, name), "utf8"))
        .digest("hex"),
    ),
  );
}

async function appliedMigrationHashes(database: Database): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select hash from drizzle.__drizzle_migrations order by created_at`,
  )) as unknown as { rows: { hash: string }[] };
  return result.rows.map((row) => row.hash);
}

// The embedded database only: the PostgreSQL pass has nothing of it to check.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("an embedded database in an empty data folder", () => {
  let root: string;
  let cacheDir: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "stint-embedded-"));
    cacheDir = path.join(root, "cache");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const open = async (name: string, template: TemplateOptions = { cacheDir }) => {
    const messages: string[] = [];
    const log = {
      info: (message: string) => messages.push(message),
      warn: (message: string) => messages.push(message),
    };
    const opened = await openEmbeddedDatabase({ dir: path.join(root, name, "db"), log, template });
    try {
      // Half of initdb's 128 MB, which kept an idle server's memory high (client.ts).
      const buffers = await opened.database.db.execute(sql`show shared_buffers`);
      expect((buffers as unknown as { rows: unknown[] }).rows).toEqual([{ shared_buffers: "64MB" }]);
      return { start: opened.start, messages, migrations: await appliedMigrationHashes(opened.database) };
    } finally {
      await opened.database.close();
    }
  };

  it("makes the migrated template once and starts every empty folder as a copy of it", async () => {
    const first = await open("a");
    expect(first.start).toBe("template");
    expect(first.messages.join("\n")).toContain("Preparing the database template");
    expect(first.migrations).toEqual(await expectedMigrationHashes());
    expect(existsSync(path.join(await pgliteTemplateDir({ cacheDir }), "PG_VERSION"))).toBe(true);

    const second = await open("b");
    expect(second).toEqual({ start: "template", messages: [], migrations: await expectedMigrationHashes() });
    // A real data folder: it opens again as an existing database.
    expect(await open("b")).toEqual({ start: "existing", messages: [], migrations: await expectedMigrationHashes() });
  });

  it("does not start from the template of other migrations: it makes one of its own", async () => {
    const stale = await pgliteTemplateDir({ cacheDir });
    if (!existsSync(stale)) await makePgliteTemplateDir(stale);
    const copy = await changedMigrations();
    try {
      await copy.change();
      const template = { cacheDir, migrationsDir: copy.dir };
      const opened = await open("c", template);
      expect(opened.messages.join("\n")).toContain("Preparing the database template");
      expect(existsSync(await pgliteTemplateDir(template))).toBe(true);
      expect(existsSync(stale)).toBe(false);
    } finally {
      await rm(copy.dir, { recursive: true, force: true });
    }
  });

  it("makes the database anew when the template does not open, and drops that template", async () => {
    const template = await pgliteTemplateDir({ cacheDir });
    await rm(template, { recursive: true, force: true });
    await mkdir(template, { recursive: true });
    await writeFile(path.join(template, "PG_VERSION"), "not a data folder\n");
    const opened = await open("d");
    expect(opened.start).toBe("initdb");
    expect(opened.messages.join("\n")).toContain("did not open");
    expect(opened.migrations).toEqual(await expectedMigrationHashes());
    expect(existsSync(template)).toBe(false);
  });
});

describe("the template's key", () => {
  it("changes with the content of any migration", async () => {
    const copy = await changedMigrations();
    try {
      expect(await pgliteTemplateKey({ migrationsDir: copy.dir })).toBe(copy.keyBefore);
      await copy.change();
      expect(await pgliteTemplateKey({ migrationsDir: copy.dir })).not.toBe(copy.keyBefore);
    } finally {
      await rm(copy.dir, { recursive: true, force: true });
    }
  });
});

/** A copy of the migrations folder, and a way to change one migration in it. */
async function changedMigrations() {
  const dir = await mkdtemp(path.join(tmpdir(), "stint-migrations-"));
  await cp(migrationsDir, dir, { recursive: true });
  const keyBefore = await pgliteTemplateKey({ migrationsDir: dir });
  const change = async () => {
    const first = (await readdir(dir)).find((name) => name.endsWith(".sql"))!;
    await writeFile(path.join(dir, first), `${await readFile(path.join(dir, first), "utf8")}\n-- changed\n`);
  };
  return { dir, keyBefore, change };
}
