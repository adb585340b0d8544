import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { createApp } from "../../app.ts";
import { it } from "../../test/api-test.ts";
import { chooseEncoding } from "./compress.ts";

// What a browser gets: index.html revalidated on every load, hashed assets immutable and precompressed, JSON
// compressed on the fly; clients that do not ask for an encoding get the plain bytes.

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
let dist = "";

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "stint-dist-"));
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "index.html"), `<!doctype html><title>Stint</title>${"<!-- pad -->".repeat(200)}`);
  const asset = path.join(dist, "assets/app-Ab12Cd34.js");
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe("compression and caching", () => {
  it("chooses brotli over gzip and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it("serves index.html with no-cache, a hashed asset immutable from its precompressed copy, JSON compressed", async ({
    app,
  }) => {
    const web = createApp(app.deps, { webDist: dist });
    const get = (url: string, encoding?: string) =>
      web.request(url, { headers: encoding ? { "accept-encoding": encoding } : {} });

    for (const url of ["/", "/index.html", "/job-posting-list"]) {
      const page = await get(url, "gzip, br");
      expect(page.headers.get("cache-control"), url).toBe("no-cache");
      expect(page.headers.get("content-encoding"), url).toBe("br");
      expect(page.headers.get("vary"), url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString(), url).toContain("<title>Stint");
    }

    const asset = await get("/assets/app-Ab12Cd34.js", "gzip, deflate, br");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await asset.arrayBuffer())).toString()).toBe(script);
    const gzipped = await get("/assets/app-Ab12Cd34.js", "gzip");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(script);
    const plain = await get("/assets/app-Ab12Cd34.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);

    // A chunk of an older release is gone: a 404, not the page (a script tag cannot run HTML).
    expect((await get("/assets/app-Gone0000.js", "br")).status).toBe(404);

    const json = await get("/api/skills", "gzip");
    expect(json.status).toBe(200);
    expect(json.headers.get("content-encoding")).toBe("gzip");
    expect(json.headers.get("vary")).toMatch(/accept-encoding/i);
    const skills = JSON.parse(gunzipSync(Buffer.from(await json.arrayBuffer())).toString());
    expect(skills).toEqual(await (await get("/api/skills")).json());
    // Too small to gain anything: sent as it is.
    const health = await get("/api/health", "br");
    expect(health.headers.get("content-encoding")).toBeNull();
    expect(await health.json()).toMatchObject({ status: "ok" });
  });
});
