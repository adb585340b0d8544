import { utimes } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { fileExists, upload } from "../../test/cv-fixtures.ts";
import { ORPHAN_GRACE_MS, reconcileStorage } from "./reconcile-storage.ts";

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
  const twoHoursAgo = new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
  const onDisk = (key: string) => path.join(app.dataDir, "files", ...key.split("/"));
  await utimes(onDisk(`${id}/crashed-upload`), twoHoursAgo, twoHoursAgo);
  const [keptRow] = await app.deps.database.db.query.files.findMany({ where: (files, { eq }) => eq(files.id, kept) });
  await utimes(onDisk(keptRow!.storageKey), twoHoursAgo, twoHoursAgo);

  expect(await reconcileStorage({ deps: app.deps, now: new Date() })).toBe(1);
  const keys = [];
  for await (const entry of storage.list()) keys.push(entry.key);
  expect(keys).not.toContain(`${id}/crashed-upload`);
  expect(keys).toContain(`${id}/upload-in-flight`);
  expect(await fileExists(app.deps, kept)).toEqual({ row: true, bytes: true });
});
