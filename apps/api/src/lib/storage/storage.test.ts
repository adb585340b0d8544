import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../env.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { AppError } from "../errors.ts";
import { createStorage } from "./create-storage.ts";
import type { FileStorage } from "./file-storage.ts";

const MB = 1024 * 1024;

/** `total` bytes in 256 KB chunks (each filled with its index); fails after `failAfter` bytes if given. */
function body(total: number, options: { failAfter?: number; onChunk?: (sent: number) => void } = {}) {
  return Readable.from(
    (async function* () {
      let sent = 0;
      for (let index = 0; sent < total; index++) {
        if (options.failAfter !== undefined && sent >= options.failAfter) throw new Error("the body broke");
        const chunk = Buffer.alloc(Math.min(256 * 1024, total - sent), index % 256);
        sent += chunk.length;
        options.onChunk?.(sent);
        yield chunk;
      }
    })(),
  );
}

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let s3: TestS3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), "stint-storage-"));
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(["local", "s3"] as const)("the %s storage driver", (driver) => {
  let storage: FileStorage;
  let leftovers: () => Promise<string[]>;
  let keys: (prefix: string) => Promise<string[]>;
  beforeAll(async () => {
    const env = readEnv({ DATA_DIR: dataDir, AUTH_SECRET: "x".repeat(32), ...(driver === "s3" ? s3.env : {}) });
    storage = await createStorage(env);
    expect(storage.kind).toBe(driver);
    leftovers = driver === "s3" ? () => s3.pendingUploads() : () => readdir(path.join(dataDir, "files", ".tmp"));
    keys = async (prefix) =>
      driver === "s3"
        ? s3.listKeys(prefix)
        : (await readdir(path.join(dataDir, "files", prefix)).catch(() => [])).map((name) => `${prefix}${name}`);
  });
  afterAll(async () => {
    await storage.close();
  });

  it("stores, returns and deletes a body larger than one S3 part", async () => {
    await storage.put("owner-a/big", body(12 * MB), { contentType: "application/pdf" });
    const { body: stored, size } = await storage.get("owner-a/big");
    expect(size).toBe(12 * MB);
    const bytes = await readAll(stored);
    expect(bytes.length).toBe(12 * MB);
    expect(bytes[0]).toBe(0);
    expect(bytes[bytes.length - 1]).toBe((12 * 4 - 1) % 256);
    await storage.delete("owner-a/big");
    await expect(storage.get("owner-a/big")).rejects.toMatchObject({ code: "object-not-found", status: 404 });
    expect(await leftovers()).toEqual([]);
  });

  it("answers object-not-found for a missing key and deletes a missing key quietly", async () => {
    const missing = storage.get("owner-a/never");
    await expect(missing).rejects.toBeInstanceOf(AppError);
    await expect(missing).rejects.toMatchObject({ code: "object-not-found" });
    await expect(storage.delete("owner-a/never")).resolves.toBeUndefined();
  });

  it.each([
    ["before the first part is full", 2 * MB],
    ["after a part was uploaded", 7 * MB],
  ])("keeps nothing when the body fails %s", async (_label, failAfter) => {
    await expect(
      storage.put("owner-b/broken", body(12 * MB, { failAfter }), { contentType: "application/pdf" }),
    ).rejects.toThrow();
    expect(await keys("owner-b/")).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it("keeps nothing when the upload is aborted", async () => {
    const controller = new AbortController();
    const put = storage.put(
      "owner-c/aborted",
      body(12 * MB, { onChunk: (sent) => sent >= 6 * MB && controller.abort() }),
      { contentType: "application/pdf", signal: controller.signal },
    );
    await expect(put).rejects.toThrow();
    expect(await keys("owner-c/")).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it("lists every stored key with when it was written, and no temporary file", async () => {
    const before = Date.now() - 60_000;
    await storage.put("owner-d/one", body(10), { contentType: "application/pdf" });
    await storage.put("owner-d/two", body(10), { contentType: "application/pdf" });
    const listed = [];
    for await (const entry of storage.list()) if (entry.key.startsWith("owner-d/")) listed.push(entry);
    expect(listed.map((entry) => entry.key).sort()).toEqual(["owner-d/one", "owner-d/two"]);
    expect(listed.every((entry) => entry.writtenAt.getTime() > before)).toBe(true);
    for await (const entry of storage.list()) expect(entry.key).not.toMatch(/^\.tmp/);
  });

  it.each(["../escape", "/absolute", "a/../../b", "a//b", "with space", ""])("refuses the key %j", async (key) => {
    await expect(storage.put(key, body(10), { contentType: "application/pdf" })).rejects.toThrow(/Refusing/);
    await expect(storage.get(key)).rejects.toThrow(/Refusing/);
    await expect(storage.delete(key)).rejects.toThrow(/Refusing/);
  });
});

describe("the local storage driver", () => {
  it("removes temporary files a crashed process left behind, and only old ones", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "stint-storage-"));
    try {
      const temp = path.join(dir, "files", ".tmp");
      await mkdir(temp, { recursive: true });
      await writeFile(path.join(temp, "old.part"), "x");
      await writeFile(path.join(temp, "new.part"), "x");
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await utimes(path.join(temp, "old.part"), twoHoursAgo, twoHoursAgo);
      const storage = await createStorage({ dataDir: dir, s3: undefined });
      const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
      expect(await storage.removeTemporaryFiles(anHourAgo)).toBe(1);
      expect(await readdir(temp)).toEqual(["new.part"]);
      await storage.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
