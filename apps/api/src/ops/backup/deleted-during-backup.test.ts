import { readFile } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { FileStorage } from "../../lib/storage/file-storage.ts";
import { deleteFile } from "../../modules/files/delete-file.ts";
import { it } from "../../test/api-test.ts";
import { PNG_BYTES, pdfBytes, uploaded } from "../../test/files.ts";
import { FILES_INDEX_NAME } from "./archive-manifest.ts";
import { emptyTarget, filesAgainstRows, tempFolder } from "./backup-test-kit.ts";
import { createBackup } from "./create-backup.ts";
import { queryRows } from "./database-tables.ts";
import { restoreBackup } from "./restore-backup.ts";

describe("a file deleted while the backup runs", () => {
  it("takes a new snapshot when a file's row was deleted after the first one, so no row lacks its file", async ({
    app,
    signedInStudent,
  }) => {
    const { client, id: ownerId } = await signedInStudent();
    const kept = await uploaded(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes(), type: "application/pdf" });
    const victim = await uploaded(client, { purpose: "avatar", name: "me.png", bytes: PNG_BYTES, type: "image/png" });
    const [row] = await queryRows<{ key: string }>(
      app.deps.database.db,
      sql`select storage_key as "key" from files where id = ${victim.id}`,
    );
    // The user deletes the file just as the backup comes to copy it: after the snapshot that still has its row.
    let deleted = false;
    const storage: FileStorage = {
      ...app.deps.storage,
      get: async (key) => {
        if (key === row!.key && !deleted) {
          deleted = true;
          expect(await deleteFile({ deps: app.deps, ownerId, fileId: victim.id })).toBe(true);
        }
        return app.deps.storage.get(key);
      },
    };
    const folder = await tempFolder();
    const target = await emptyTarget();
    try {
      const file = path.join(folder.dir, "backup.tar.gz");
      const summary = await createBackup({ database: app.deps.database, storage, file });
      expect(deleted).toBe(true);
      expect(summary.attempts).toBe(2);
      await tar.extract({ file, cwd: folder.dir });
      const index = await readFile(path.join(folder.dir, FILES_INDEX_NAME), "utf8");
      expect(index).not.toContain(row!.key);
      await restoreBackup({ ...target, file });
      expect(await filesAgainstRows(target)).toMatchObject({ rowsWithoutBytes: [], bytesWithoutRow: [] });
      const ids = await queryRows<{ id: string }>(
        target.database.db,
        sql`select id from files where owner_id = ${ownerId}`,
      );
      expect(ids).toEqual([{ id: kept.id }]);
    } finally {
      await target.close();
      await folder.close();
    }
  });

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
