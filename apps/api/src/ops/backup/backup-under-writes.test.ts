import path from "node:path";
import { expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { PNG_BYTES, pdfBytes, uploaded } from "../../test/files.ts";
import type { TestClient } from "../../test/test-app.ts";
import { emptyTarget, filesAgainstRows, tempFolder } from "./backup-test-kit.ts";
import { createBackup } from "./create-backup.ts";
import { restoreBackup } from "./restore-backup.ts";

/**
 * Users upload and delete files, write CVs and sign up while the backup runs: the archive is still one
 * instant of the database (the restore checks every foreign key as it loads) with exactly the files its rows
 * name. On PostgreSQL the writes run alongside the snapshot; on the embedded database they queue behind it.
 */
it("backs up a consistent deployment while users keep writing", async ({ app, signedInStudent }) => {
  const students = await Promise.all([signedInStudent(), signedInStudent(), signedInStudent()]);
  let writing = true;
  let writes = 0;
  const keepWriting = async (client: TestClient) => {
    while (writing) {
      const cv = await uploaded(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes(), type: "application/pdf" });
      const avatar = await uploaded(client, { purpose: "avatar", name: "me.png", bytes: PNG_BYTES, type: "image/png" });
      expect((await client.post("/api/cvs", { title: `CV ${writes}`, fileId: cv.id })).status).toBeLessThan(300);
      expect((await client.delete(`/api/files/${avatar.id}`)).status).toBe(204);
      writes += 1;
    }
  };
  const writers = students.map((student) => keepWriting(student.client));
  const folder = await tempFolder();
  const target = await emptyTarget();
  try {
    // Let the writers get going, then back up twice while they go on.
    while (writes < 3) await new Promise((resolve) => setTimeout(resolve, 50));
    const file = path.join(folder.dir, "backup.tar.gz");
    const summary = await createBackup({ database: app.deps.database, storage: app.deps.storage, file });
    writing = false;
    await Promise.all(writers);
    expect(summary.manifest.files.count).toBeGreaterThan(0);
    await restoreBackup({ ...target, file });
    const check = await filesAgainstRows(target);
    expect(check).toMatchObject({ rowsWithoutBytes: [], bytesWithoutRow: [], rows: summary.manifest.files.count });
  } finally {
    writing = false;
    await Promise.allSettled(writers);
    await target.close();
    await folder.close();
  }
});
