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
 * name. PostgreSQL only: the embedded database is backed up with the server stopped (embedded-in-use.ts), and
 * in one process its single connection would run the app's writes inside the backup's read-only transaction.
 */
it.skipIf(!process.env.TEST_DATABASE_URL)(
  "backs up a consistent deployment while users keep writing",
  async ({ app, signedInStudent }) => {
    const students = await Promise.all([signedInStudent(), signedInStudent(), signedInStudent()]);
    let writing = true;
    let writes = 0;
    // Each round: a new CV with its PDF, the previous CV and PDF deleted, an avatar uploaded and deleted.
    const keepWriting = async (client: TestClient) => {
      let previous: { cvId: string } | null = null;
      while (writing) {
        const pdf = await uploaded(client, {
          purpose: "cv",
          name: "cv.pdf",
          bytes: pdfBytes(),
          type: "application/pdf",
        });
        const cv = await client.post("/api/cvs", { title: `CV ${writes}`, fileId: pdf.id });
        expect(cv.status, cv.text).toBe(201);
        if (previous) {
          // Deleting a CV deletes its PDF too.
          expect((await client.delete(`/api/cvs/${previous.cvId}`)).status).toBe(204);
        }
        previous = { cvId: cv.json.id };
        const avatar = await uploaded(client, {
          purpose: "avatar",
          name: "me.png",
          bytes: PNG_BYTES,
          type: "image/png",
        });
        expect((await client.delete(`/api/files/${avatar.id}`)).status).toBe(204);
        writes += 1;
      }
    };
    const failures: unknown[] = [];
    const writers = students.map((student) =>
      keepWriting(student.client).catch((error: unknown) => {
        failures.push(error);
        writing = false;
      }),
    );
    const folder = await tempFolder();
    const target = await emptyTarget();
    try {
      // Let the writers get going, then back up twice while they go on.
      while (writes < 3 && failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const file = path.join(folder.dir, "backup.tar.gz");
      const summary = await createBackup({ database: app.deps.database, storage: app.deps.storage, file });
      writing = false;
      await Promise.all(writers);
      expect(failures.map(String)).toEqual([]);
      expect(summary.manifest.files.count).toBeGreaterThan(0);
      await restoreBackup({ ...target, file });
      const check = await filesAgainstRows(target);
      expect(check).toMatchObject({ rowsWithoutBytes: [], bytesWithoutRow: [], rows: summary.manifest.files.count });
    } finally {
      writing = false;
      await Promise.all(writers);
      await target.close();
      await folder.close();
    }
  },
);
