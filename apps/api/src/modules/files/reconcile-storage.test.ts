import { access, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { fileExists, upload } from "../../test/cv-fixtures.ts";
import { createUploadDebrisSweep, reconcileStorage } from "./reconcile-storage.ts";

it("removes stored bytes no row points to once they are older than an upload can take, and nothing else", async ({
  app,
  signedInStudent,
}) => {
  const { id } = await signedInStudent();
  const storage = app.deps.storage;
  const kept = await upload(app.deps, { ownerId: id });
  // What a process killed between storing the bytes and writing the row leaves: bytes without a row.
  const stored = (key: string) =>
    storage.put(key, Readable.from([Buffer.from("%PDF-1.7")]), { contentType: "application/pdf" });
  await stored(`${id}/crashed-upload`);
  await stored(`${id}/upload-in-flight`);
  const grace = app.deps.env.uploadDebrisGraceMs;
  const twoHoursAgo = new Date(Date.now() - 2 * grace);
  const onDisk = (key: string) => path.join(app.dataDir, "files", ...key.split("/"));
  await utimes(onDisk(`${id}/crashed-upload`), twoHoursAgo, twoHoursAgo);
  const [keptRow] = await app.deps.database.db.query.files.findMany({ where: (files, { eq }) => eq(files.id, kept) });
  await utimes(onDisk(keptRow!.storageKey), twoHoursAgo, twoHoursAgo);

  expect(await reconcileStorage({ deps: app.deps, olderThan: new Date(Date.now() - grace) })).toBe(1);
  const keys = [];
  for await (const entry of storage.list()) keys.push(entry.key);
  expect(keys).not.toContain(`${id}/crashed-upload`);
  expect(keys).toContain(`${id}/upload-in-flight`);
  expect(await fileExists(app.deps, kept)).toEqual({ row: true, bytes: true });
});

it("sweeps debris made while the process runs, on its timer, not only at start", async ({ app, signedInStudent }) => {
  const { id } = await signedInStudent();
  const sweep = createUploadDebrisSweep(app.deps, { everyMs: 100 });
  sweep.start();
  try {
    // Made after the sweep's first run: what a killed process sharing the folder leaves, and an upload in flight.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const longAgo = new Date(Date.now() - 2 * app.deps.env.uploadDebrisGraceMs);
    const root = path.join(app.dataDir, "files");
    const killedPart = path.join(root, ".tmp", "killed-upload.part");
    const flyingPart = path.join(root, ".tmp", "upload-in-flight.part");
    const orphan = path.join(root, id, "crashed-upload");
    await app.deps.storage.put(`${id}/crashed-upload`, Readable.from([Buffer.from("%PDF-1.7")]), {
      contentType: "application/pdf",
    });
    for (const file of [killedPart, flyingPart]) await writeFile(file, "partial bytes");
    for (const file of [killedPart, orphan]) await utimes(file, longAgo, longAgo);

    const exists = (file: string) =>
      access(file).then(
        () => true,
        () => false,
      );
    const deadline = Date.now() + 10_000;
    while ((await exists(killedPart)) || (await exists(orphan))) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await exists(flyingPart)).toBe(true);
  } finally {
    await sweep.stop();
  }
});
