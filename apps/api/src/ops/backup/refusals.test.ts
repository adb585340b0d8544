import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect } from "vitest";
import * as tar from "tar";
import { openEmbeddedDatabase } from "../../db/open-embedded-database.ts";
import { readEnv } from "../../env.ts";
import type { FileStorage } from "../../lib/storage/file-storage.ts";
import { it } from "../../test/api-test.ts";
import { PNG_BYTES, pdfBytes, uploaded } from "../../test/files.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { MANIFEST_NAME } from "./archive-manifest.ts";
import { BackupError } from "./backup-error.ts";
import { type Target, emptyTarget, everyFile, everyRow, tempFolder } from "./backup-test-kit.ts";
import { createBackup } from "./create-backup.ts";
import { SEEDED_BY_MIGRATIONS } from "./database-tables.ts";
import { openDeployment } from "./open-deployment.ts";
import { restoreBackup } from "./restore-backup.ts";

let archive: string;
let folder: Awaited<ReturnType<typeof tempFolder>>;
/** One empty deployment every refused restore goes to: each test checks that it stays empty. */
let target: Target;

it.beforeAll(async ({ app, signedInStudent }) => {
  const { client } = await signedInStudent();
  await uploaded(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes(), type: "application/pdf" });
  await uploaded(client, { purpose: "avatar", name: "me.png", bytes: PNG_BYTES, type: "image/png" });
  folder = await tempFolder();
  archive = path.join(folder.dir, "good.tar.gz");
  await createBackup({ database: app.deps.database, storage: app.deps.storage, file: archive });
  target = await emptyTarget();
});
it.afterAll(async () => {
  await target.close();
  await folder.close();
});

/** A copy of the good archive with `change` applied to its unpacked parts. */
async function alteredArchive(name: string, change: (dir: string) => Promise<void>): Promise<string> {
  const dir = path.join(folder.dir, `${name}-parts`);
  await mkdir(dir);
  await tar.extract({ file: archive, cwd: dir });
  await change(dir);
  const file = path.join(folder.dir, `${name}.tar.gz`);
  await tar.create({ gzip: true, file, cwd: dir }, await readdir(dir));
  return file;
}

/** Restores `file` into a new empty target, expecting a refusal; the target must be left as it was. */
async function refusedRestore(file: string, message: RegExp) {
  const before = await everyRow(target.database);
  const restoring = restoreBackup({ database: target.database, storage: target.storage, file });
  await expect(restoring).rejects.toThrow(BackupError);
  await expect(restoring).rejects.toThrow(message);
  expect(await everyRow(target.database)).toEqual(before);
  expect((await everyFile(target.storage)).size).toBe(0);
}

describe("restore refuses", () => {
  it("a target database that holds user data", async ({ app }) => {
    const restoring = restoreBackup({ database: app.deps.database, storage: target.storage, file: archive });
    await expect(restoring).rejects.toThrow(/The target database is not empty \(rows in .*auth_users/);
  });

  it("a target storage that holds files", async () => {
    await target.storage.put("someone/file", Readable.from([Buffer.from("x")]), { contentType: "text/plain" });
    try {
      await expect(restoreBackup({ ...target, file: archive })).rejects.toThrow(/The target storage is not empty/);
    } finally {
      await target.storage.delete("someone/file");
    }
  });

  it("an archive of a newer schema than the code", async () => {
    const newer = await alteredArchive("newer", async (dir) => {
      const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_NAME), "utf8"));
      manifest.schema = { migrations: manifest.schema.migrations + 1, lastTag: "9999_from-the-future" };
      await writeFile(path.join(dir, MANIFEST_NAME), JSON.stringify(manifest));
    });
    await refusedRestore(newer, /newer than this code's/);
    // Same count, but a last migration this code does not have: another branch's schema.
    const foreign = await alteredArchive("foreign", async (dir) => {
      const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_NAME), "utf8"));
      manifest.schema.lastTag = "0024_someone-elses";
      await writeFile(path.join(dir, MANIFEST_NAME), JSON.stringify(manifest));
    });
    await refusedRestore(foreign, /newer than this code's/);
  });

  it("a damaged archive: a changed row, a changed file, a truncated or foreign file", async () => {
    const changedRow = await alteredArchive("changed-row", async (dir) => {
      const part = path.join(dir, "db/auth_users.ndjson");
      await writeFile(part, (await readFile(part, "utf8")).replace("Test Student", "Test Studemt"));
    });
    await refusedRestore(changedRow, /db\/auth_users\.ndjson does not match its checksum/);
    const changedFile = await alteredArchive("changed-file", async (dir) => {
      const [owner] = await readdir(path.join(dir, "files"));
      const [key] = await readdir(path.join(dir, "files", owner!));
      const file = path.join(dir, "files", owner!, key!);
      const bytes = await readFile(file);
      bytes.writeUInt8(bytes.readUInt8(0) ^ 1, 0);
      await writeFile(file, bytes);
    });
    await refusedRestore(changedFile, /files\/.* does not match its checksum/);
    const truncated = path.join(folder.dir, "truncated.tar.gz");
    const whole = await readFile(archive);
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await refusedRestore(truncated, /is damaged or is not a Stint backup/);
    const foreign = await alteredArchive("no-manifest", (dir) => rm(path.join(dir, MANIFEST_NAME)));
    await refusedRestore(foreign, /has no readable manifest\.json: it is not a Stint backup/);
  });
});

describe("backup", () => {
  it("refuses to overwrite a file, and leaves no file under the name asked for when it fails", async ({ app }) => {
    await expect(createBackup({ ...app.deps, file: archive })).rejects.toThrow(/exists already/);
    const failing: FileStorage = {
      ...app.deps.storage,
      get: () => Promise.reject(new Error("the bucket is unreachable")),
    };
    const file = path.join(folder.dir, "failed", "backup.tar.gz");
    await expect(createBackup({ database: app.deps.database, storage: failing, file })).rejects.toThrow(/unreachable/);
    expect(await readdir(path.dirname(file))).toEqual([]);
  });

  // Opening a data folder makes the embedded template first when there is none (initdb and every migration):
  // minutes on a busy two-core machine.
  it("refuses an embedded database another process has open", { timeout: 240_000 }, async () => {
    const dataDir = (await tempFolder()).dir;
    // As a running server holds it (from the migrated template, quicker than initdb).
    const { database: open } = await openEmbeddedDatabase({ dir: path.join(dataDir, "db"), log: console });
    try {
      await expect(openDeployment(readEnv({ DATA_DIR: dataDir }), "backup")).rejects.toThrow(
        /is open in another process .* Stop the server first/,
      );
    } finally {
      await open.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

it("counts as empty exactly what the migrations write: a migrated database has rows only in SEEDED_BY_MIGRATIONS", async () => {
  const database = await openTestDatabase();
  try {
    const rows = await everyRow(database);
    const withRows = Object.keys(rows).filter((name) => name !== "(sequences)" && rows[name]!.length > 0);
    expect(withRows).toEqual([...SEEDED_BY_MIGRATIONS]);
  } finally {
    await database.close();
  }
});
