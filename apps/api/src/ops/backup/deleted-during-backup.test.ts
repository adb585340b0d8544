import { readFile } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { FileStorage } from "../../lib/storage/file-storage.ts";
import { deleteFile } from "../../modules/files/delete-file.ts";
import { it } from "../../test/api-test.ts";
import { PNG_BYTES, pdfBytes, uploaded } from "../../test/files.ts";
import type { TestApp, TestClient } from "../../test/test-app.ts";
import { FILES_INDEX_NAME } from "./archive-manifest.ts";
import { emptyTarget, filesAgainstRows, tempFolder } from "./backup-test-kit.ts";
import { createBackup } from "./create-backup.ts";
import { queryRows } from "./database-tables.ts";
import { restoreBackup } from "./restore-backup.ts";

/** A student's two files, one of them to delete during the backup. */
async function twoFiles(app: TestApp, signedInStudent: () => Promise<{ client: TestClient; id: string }>) {
  const { client, id: ownerId } = await signedInStudent();
  const kept = await uploaded(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes(), type: "application/pdf" });
  const victim = await uploaded(client, { purpose: "avatar", name: "me.png", bytes: PNG_BYTES, type: "image/png" });
  const [row] = await queryRows<{ key: string }>(
    app.deps.database.db,
    sql`select storage_key as "key" from files where id = ${victim.id}`,
  );
  const deleteVictim = async () => {
    expect(await deleteFile({ deps: app.deps, ownerId, fileId: victim.id })).toBe(true);
  };
  return { ownerId, kept, victimKey: row!.key, deleteVictim };
}

/** Backs up with `storage`, restores into an empty target and checks that the victim is in neither. */
async function backUpAndCheck(
  app: TestApp,
  files: Awaited<ReturnType<typeof twoFiles>>,
  options: { storage: FileStorage; afterSnapshot?: (attempt: number) => Promise<void> },
) {
  const folder = await tempFolder();
  const target = await emptyTarget();
  try {
    const file = path.join(folder.dir, "backup.tar.gz");
    const summary = await createBackup({ database: app.deps.database, file, ...options });
    await tar.extract({ file, cwd: folder.dir });
    expect(await readFile(path.join(folder.dir, FILES_INDEX_NAME), "utf8")).not.toContain(files.victimKey);
    await restoreBackup({ ...target, file });
    expect(await filesAgainstRows(target)).toMatchObject({ rowsWithoutBytes: [], bytesWithoutRow: [] });
    const ids = await queryRows<{ id: string }>(
      target.database.db,
      sql`select id from files where owner_id = ${files.ownerId}`,
    );
    expect(ids).toEqual([{ id: files.kept.id }]);
    return summary;
  } finally {
    await target.close();
    await folder.close();
  }
}

describe("a file deleted while the backup runs", () => {
  it("is left out when deleted before the snapshot, while the files are copied", async ({ app, signedInStudent }) => {
    const files = await twoFiles(app, signedInStudent);
    let deleted = false;
    const storage: FileStorage = {
      ...app.deps.storage,
      get: async (key) => {
        if (key === files.victimKey && !deleted) {
          deleted = true;
          await files.deleteVictim();
        }
        return app.deps.storage.get(key);
      },
    };
    const summary = await backUpAndCheck(app, files, { storage });
    expect(deleted).toBe(true);
    expect(summary.attempts).toBe(1);
  });

  // The snapshot's transaction holds the embedded database's one connection: no deletion can run meanwhile.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "makes a new snapshot when a file uploaded after the copies is deleted after the snapshot",
    async ({ app, signedInStudent }) => {
      const files = await twoFiles(app, signedInStudent);
      // As if uploaded just after the files were copied: the first copy does not find it.
      let hidden = true;
      const storage: FileStorage = {
        ...app.deps.storage,
        get: async (key) => {
          if (key === files.victimKey && hidden) {
            hidden = false;
            throw Object.assign(new Error("not there yet"), { code: "object-not-found" });
          }
          return app.deps.storage.get(key);
        },
      };
      const summary = await backUpAndCheck(app, files, {
        storage,
        afterSnapshot: async (attempt) => {
          if (attempt === 1) await files.deleteVictim();
        },
      });
      expect(summary.attempts).toBe(2);
    },
  );

  it("fails naming the file when a row's bytes are missing for good", async ({ app, signedInStudent }) => {
    const { client } = await signedInStudent();
    const lost = await uploaded(client, { purpose: "avatar", name: "lost.png", bytes: PNG_BYTES, type: "image/png" });
    const [row] = await queryRows<{ key: string }>(
      app.deps.database.db,
      sql`select storage_key as "key" from files where id = ${lost.id}`,
    );
    await app.deps.storage.delete(row!.key);
    const folder = await tempFolder();
    try {
      const file = path.join(folder.dir, "backup.tar.gz");
      await expect(createBackup({ ...app.deps, file })).rejects.toThrow(
        new RegExp(`The file ${row!.key} has a row in the database but no bytes in storage`),
      );
    } finally {
      await app.deps.database.db.execute(sql`delete from files where id = ${lost.id}`);
      await folder.close();
    }
  });
});
