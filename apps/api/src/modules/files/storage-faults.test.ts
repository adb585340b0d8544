import { readdir } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { files } from "../../db/schema/index.ts";
import { storageFault } from "../../lib/storage/storage-faults.ts";
import { it } from "../../test/api-test.ts";
import { pdfBytes, upload, uploaded } from "../../test/files.ts";

/** An error as Node's file system raises it. */
const fsError = (code: string) =>
  Object.assign(new Error(`${code}: simulated, write`), { code, errno: -1, syscall: "write" });

/** Every file under `dir`, temporary ones included. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe("storage faults have names", () => {
  it("answers a full disk with 507 and read-only storage with 503, and keeps neither a file nor a row", async ({
    app,
    db,
    signedInStudent,
  }) => {
    const { client, id } = await signedInStudent();
    const storage = app.deps.storage;
    const put = storage.put.bind(storage);
    const root = path.join(app.dataDir, "files");
    const before = await filesUnder(root);
    try {
      for (const [code, status, errorCode] of [
        ["ENOSPC", 507, "storage-full"],
        ["EROFS", 503, "storage-unavailable"],
        ["EACCES", 503, "storage-unavailable"],
      ] as const) {
        // The real driver writes its temporary file until the disk fails part way through the body.
        storage.put = (key, body, options) => {
          let written = 0;
          const failing = new Transform({
            transform(chunk: Buffer, _encoding, callback) {
              written += chunk.length;
              if (written > 64 * 1024) callback(fsError(code));
              else callback(null, chunk);
            },
          });
          // The driver hears the error through its pipeline; this keeps a late one from going unheard.
          failing.on("error", () => undefined);
          return put(key, body.pipe(failing), options);
        };
        const response = await upload(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes(300 * 1024) });
        expect(response.status, code).toBe(status);
        expect(response.json, code).toEqual({ error: { code: errorCode, message: expect.any(String) } });
        expect(response.headers.get("retry-after"), code).toBe(status === 503 ? "5" : null);
      }
    } finally {
      storage.put = put;
    }
    expect(await db.select().from(files).where(eq(files.ownerId, id))).toEqual([]);
    expect(await filesUnder(root)).toEqual(before);
    // And the storage works again as soon as the disk does.
    expect((await upload(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes(300 * 1024) })).status).toBe(201);
  });

  it("refuses to delete a file while storage is read-only, and keeps its row and its bytes", async ({
    app,
    db,
    signedInStudent,
  }) => {
    const { client, id } = await signedInStudent();
    const file = await uploaded(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes(4 * 1024) });
    const root = path.join(app.dataDir, "files");
    const stored = await filesUnder(path.join(root, id));
    expect(stored).toHaveLength(1);
    const storage = app.deps.storage;
    const remove = storage.delete.bind(storage);
    // What the driver raises when the disk or bucket refuses (rm on a read-only mount: EROFS).
    storage.delete = () => Promise.reject(storageFault(fsError("EROFS")));
    try {
      const refused = await client.delete(`/api/files/${file.id}`);
      expect(refused.status).toBe(503);
      expect(refused.json).toEqual({ error: { code: "storage-unavailable", message: expect.any(String) } });
      expect(refused.headers.get("retry-after")).toBe("5");
    } finally {
      storage.delete = remove;
    }
    expect(await db.select({ id: files.id }).from(files).where(eq(files.ownerId, id))).toEqual([{ id: file.id }]);
    expect(await filesUnder(path.join(root, id))).toEqual(stored);
    // Once the storage works again, the same request deletes both.
    expect((await client.delete(`/api/files/${file.id}`)).status).toBe(204);
    expect(await db.select().from(files).where(eq(files.ownerId, id))).toEqual([]);
    expect(await filesUnder(path.join(root, id))).toEqual([]);
  });

  it("tells the faults from other errors", () => {
    expect(storageFault(fsError("ENOSPC"))?.status).toBe(507);
    expect(storageFault(fsError("EDQUOT"))?.code).toBe("storage-full");
    for (const code of ["EROFS", "EACCES", "EPERM", "EIO"]) expect(storageFault(fsError(code))?.status, code).toBe(503);
    // A socket error on disk can only be the uploading client's; from a bucket it is the storage's.
    expect(storageFault(fsError("ECONNRESET"))).toBeNull();
    expect(storageFault(fsError("ECONNREFUSED"), { network: true })?.code).toBe("storage-unavailable");
    const slowDown = Object.assign(new Error("Please reduce your request rate."), { name: "SlowDown" });
    expect(storageFault(slowDown, { network: true })?.status).toBe(503);
    const s3Error = Object.assign(new Error("We encountered an internal error."), {
      $metadata: { httpStatusCode: 500 },
    });
    expect(storageFault(s3Error, { network: true })?.status).toBe(503);
    expect(storageFault(new Error("something else"))).toBeNull();
    expect(storageFault(fsError("ENOENT"))).toBeNull();
  });
});
