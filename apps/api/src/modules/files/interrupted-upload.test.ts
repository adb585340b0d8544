import { copyFile, mkdtemp, readdir, rm, stat, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { describe, expect, it, onTestFailed } from "vitest";
import { startServer, type StartedServer } from "../../../../../scripts/lib/server.mjs";
import { pdfBytes, uploaded } from "../../test/files.ts";
import { startPartialUpload } from "../../test/http-upload.ts";
import { signUpStudent, TEST_ORIGIN, TestClient } from "../../test/test-app.ts";
import { UPLOAD_DEBRIS_GRACE_MINUTES } from "../../env.ts";

/**
 * The real server (node main.ts, embedded database) killed with SIGKILL while two uploads are arriving, then
 * started again on the same data folder (issue 15). The kill leaves each upload's partial temporary file; a
 * kill between storing an upload's bytes and writing its row would leave bytes without a row, a window too
 * short to hit with a signal, so the test leaves such a file itself. The next start removes the debris older
 * than an upload can take, and keeps younger debris, which may be an upload still in flight in another process
 * sharing the folder: one upload's debris is made old, the other's left as it is. The PostgreSQL pass skips
 * it: the server runs on its own embedded database either way.
 */
const KILLED_AFTER_BYTES = 512 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("an upload interrupted by a killed server", () => {
  it("leaves nothing behind once the server is back: no stale partial file, no bytes without a row", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "stint-killed-upload-"));
    const filesDir = path.join(dataDir, "files");
    const tempDir = path.join(filesDir, ".tmp");
    const partials = async () => (await readdir(tempDir).catch(() => [])).sort();
    const env = { TRUSTED_ORIGINS: TEST_ORIGIN };
    let server: StartedServer | undefined;
    onTestFailed(() => console.error(`The server said:\n${server?.output() || "(nothing)"}`));
    // The same browser before and after the restart: the server's port changes, its cookie stays good.
    const client = new TestClient({ request: (url, init) => fetch(`${server!.baseUrl}${url}`, init) });
    try {
      server = await startServer({ dataDir, env });
      const { me } = await signUpStudent(client);
      const ownerDir = path.join(filesDir, me.user.id);
      const complete = await uploaded(client, { purpose: "cv", name: "cv.pdf", bytes: pdfBytes(64 * 1024) });

      // Two uploads whose bodies stop arriving part-way; each one's partial file shows up in the temporary folder.
      const interrupted: string[] = [];
      for (let upload = 0; upload < 2; upload += 1) {
        await startPartialUpload({
          port: server.port,
          client,
          name: "big.pdf",
          fileBytes: 4 * KILLED_AFTER_BYTES,
          stopAfterBytes: KILLED_AFTER_BYTES,
        });
        const partial = await until("the upload's partial file", async () => {
          const fresh = (await partials()).filter((name) => !interrupted.includes(name));
          return fresh.length === 1 && (await stat(path.join(tempDir, fresh[0]!))).size > 0 ? fresh[0] : undefined;
        });
        interrupted.push(partial);
      }
      server.child.kill("SIGKILL");
      await server.stop({ keepData: true });

      // Bytes stored without their row, and the first upload's partial file, as a start after the grace period finds them.
      const [completeKey] = await readdir(ownerDir);
      const orphan = path.join(ownerDir, randomUUID());
      await copyFile(path.join(ownerDir, completeKey!), orphan);
      const [stale, young] = interrupted as [string, string];
      const longAgo = new Date(Date.now() - 2 * UPLOAD_DEBRIS_GRACE_MINUTES * 60_000);
      for (const file of [path.join(tempDir, stale), orphan, path.join(ownerDir, completeKey!)]) {
        await utimes(file, longAgo, longAgo);
      }

      server = await startServer({ dataDir, env });
      // Debris goes in the background, once the server is up.
      await until("the stale partial file to go", async () => ((await partials()).length === 1 ? true : undefined));
      expect(await partials()).toEqual([young]);
      await until("the bytes without a row to go", async () =>
        (await readdir(ownerDir)).length === 1 ? true : undefined,
      );
      expect(await readdir(ownerDir)).toEqual([completeKey]);
      // Neither interrupted upload has a row; the complete one is still there, whole.
      const files = await client.get("/api/files");
      expect(files.json.items.map((file: { id: string }) => file.id)).toEqual([complete.id]);
      const download = await fetch(`${server.baseUrl}/api/files/${complete.id}`, {
        headers: { cookie: client.cookieHeader },
      });
      expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(pdfBytes(64 * 1024)));
    } finally {
      // Its data is deleted next: no need to wait for a graceful stop.
      server?.child.kill("SIGKILL");
      await server?.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
