import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../db/schema/index.ts";
import { fileChunks, multipartFrame, pdfBytes } from "../../test/files.ts";
import { serveOnLoopback, startPartialUpload, startUpload } from "../../test/http-upload.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { storageProbe, watchPuts } from "../../test/storage-probe.ts";
import { createTestApp, newStudent, type TestApp } from "../../test/test-app.ts";

const MB = 1024 * 1024;
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

// What only a real socket shows: the client leaving mid-upload, and a refusal reaching a client still sending.
// One app per storage driver: the app is this block's, not the file's.
describe.each(["local", "s3"] as const)("uploads over HTTP on %s storage", (driver) => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOnLoopback>>;
  let probe: ReturnType<typeof storageProbe>;
  beforeAll(async () => {
    t = await createTestApp(driver === "s3" ? s3.env : {});
    http = await serveOnLoopback(t.app);
    probe = storageProbe(t, driver === "s3" ? s3 : undefined);
  });
  afterAll(async () => {
    await http?.close();
    await t?.close();
  });

  it("leaves no row, no object and no partial file when the client cancels mid-upload", async () => {
    const { client, id } = await newStudent(t);
    const watch = watchPuts(t.deps.storage);
    try {
      const handled = http.handled();
      // Past S3's first 5 MB part, so the S3 driver has a multipart upload open when the client leaves.
      const upload = await startPartialUpload({
        port: http.port,
        client,
        name: "cv.pdf",
        fileBytes: 9 * MB,
        stopAfterBytes: 7 * MB,
      });
      await watch.reached(6 * MB);
      upload.request.destroy();
      await handled;
      await Promise.all(watch.puts);
    } finally {
      watch.restore();
    }
    expect(await t.deps.database.db.select().from(files).where(eq(files.ownerId, id))).toEqual([]);
    expect(await probe.keysOf(id)).toEqual([]);
    expect(await probe.leftovers()).toEqual([]);
  });

  it("answers 413 to an 11 MB PDF before the client has sent it all, and the client reads the answer", async () => {
    const { client, id } = await newStudent(t);
    const frame = multipartFrame({ purpose: "cv", name: "huge.pdf" });
    // No Content-Length (chunked), so only counting while streaming can catch it.
    const upload = startUpload({ port: http.port, client, contentType: frame.contentType });
    let answered = false;
    void upload.response.then(() => (answered = true));
    await upload.write(frame.head);
    let written = 0;
    let writtenWhenAnswered: number | undefined;
    for (const chunk of fileChunks(pdfBytes(), 12 * MB)) {
      // The last megabyte waits for the answer: a server that read the whole body first would never answer.
      if (written >= 11 * MB && !answered) await upload.response;
      if (answered) {
        writtenWhenAnswered ??= written;
        if (upload.request.destroyed) break;
      }
      await Promise.race([upload.write(chunk), upload.response]);
      written += chunk.length;
    }
    const response = await upload.response;
    upload.request.end();
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe("file-too-large");
    expect(writtenWhenAnswered ?? written).toBeLessThanOrEqual(11 * MB);
    expect(await probe.keysOf(id)).toEqual([]);
    expect(await probe.leftovers()).toEqual([]);
  });

  it("answers 413 at once to a declared length far over the limit, before any of the body is sent", async () => {
    const { client } = await newStudent(t);
    const frame = multipartFrame({ purpose: "cv", name: "huge.pdf" });
    const upload = startUpload({ port: http.port, client, contentType: frame.contentType, contentLength: 200 * MB });
    upload.request.flushHeaders();
    const response = await upload.response;
    upload.request.destroy();
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe("file-too-large");
  });
});
