import path from "node:path";
import { expect, it } from "vitest";
import { PNG_BYTES, pdfBytes, uploaded } from "../../test/files.ts";
import { startS3Server } from "../../test/s3-server.ts";
import { createTestApp, newStudent } from "../../test/test-app.ts";
import { emptyTarget, everyFile, everyRow, tempFolder } from "./backup-test-kit.ts";
import { createBackup } from "./create-backup.ts";
import { restoreBackup } from "./restore-backup.ts";

it("backs up from one S3 bucket and restores into another, every row and every object equal", async () => {
  const from = await startS3Server();
  const to = await startS3Server();
  const source = await createTestApp(from.env);
  const folder = await tempFolder();
  const target = await emptyTarget({ s3: to.env });
  try {
    await source.deps.outbox.stop();
    for (const _ of [1, 2]) {
      const { client } = await newStudent(source);
      const pdf = await uploaded(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes(), type: "application/pdf" });
      await uploaded(client, { purpose: "avatar", name: "me.png", bytes: PNG_BYTES, type: "image/png" });
      expect((await client.post("/api/cvs", { title: "My CV", fileId: pdf.id })).status).toBe(201);
    }
    expect(source.deps.storage.kind).toBe("s3");
    const rows = await everyRow(source.deps.database);
    const files = await everyFile(source.deps.storage);
    expect(files.size).toBe(4);

    const file = path.join(folder.dir, "s3.tar.gz");
    const { manifest } = await createBackup({ database: source.deps.database, storage: source.deps.storage, file });
    expect(manifest.source.storage).toBe("s3");
    await restoreBackup({ ...target, file });
    expect(await everyRow(target.database)).toEqual(rows);
    expect(await everyFile(target.storage)).toEqual(files);
    expect(await to.listKeys()).toEqual([...files.keys()].sort());
  } finally {
    await target.close();
    await source.close();
    await folder.close();
    await from.close();
    await to.close();
  }
});
