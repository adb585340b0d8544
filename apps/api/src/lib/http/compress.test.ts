import { once } from "node:events";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { createApp } from "../../app.ts";
import { it } from "../../test/api-test.ts";
import { fullCv } from "../../test/cv-fixtures.ts";
import { chooseEncoding } from "./compress.ts";
import { startServer } from "./node-server.ts";
import { PRIVATE_NO_STORE } from "./private-responses.ts";

// What a browser gets: index.html revalidated on every load, hashed assets immutable and precompressed, JSON
// compressed on the fly; clients that do not ask for an encoding get the plain bytes. Checked through
// `app.request` and over HTTP through Node, as the app is served (headers go on Node's response there).

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const sourceMap = JSON.stringify({ version: 3, mappings: "AAAA;".repeat(600) });
let dist = "";

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "stint-dist-"));
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "index.html"), `<!doctype html><title>Stint</title>${"<!-- pad -->".repeat(200)}`);
  const asset = path.join(dist, "assets/app-Ab12Cd34.js");
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
  // Source maps have no compressed copies: JSON that only a range request may ask for in part.
  await writeFile(`${asset}.map`, sourceMap);
});
afterAll(() => rm(dist, { recursive: true, force: true }));

type Answer = { status: number; headers: Headers; bytes: Buffer };
type Get = (url: string, headers?: Record<string, string>) => Promise<Answer>;

/** A GET over HTTP that leaves the body as sent (fetch would decode it). */
function httpGet(origin: string): Get {
  return (url, headers = {}) =>
    new Promise((resolve, reject) => {
      http
        .get(`${origin}${url}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const answer = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              for (const one of [value ?? []].flat()) answer.append(name, one);
            }
            resolve({ status: res.statusCode!, headers: answer, bytes: Buffer.concat(chunks) });
          });
        })
        .on("error", reject);
    });
}

const ways = ["app.request", "served by Node"] as const;

describe.each(ways)("compression and caching, %s", (way) => {
  let get: Get;
  let close = async () => {};
  it.beforeAll(async ({ app }) => {
    const web = createApp(app.deps, { webDist: dist });
    if (way === "app.request") {
      get = async (url, headers = {}) => {
        const response = await web.request(url, { headers });
        return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
      };
      return;
    }
    const server = startServer({ fetch: web.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    get = httpGet(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    close = () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    };
  });
  afterAll(() => close());

  it("chooses brotli over gzip and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it("serves index.html with no-cache, a hashed asset immutable from its precompressed copy, JSON compressed", async () => {
    for (const url of ["/", "/index.html", "/job-posting-list"]) {
      const page = await get(url, { "accept-encoding": "gzip, br" });
      expect(page.headers.get("cache-control"), url).toBe("no-cache");
      expect(page.headers.get("content-encoding"), url).toBe("br");
      expect(page.headers.get("vary"), url).toMatch(/accept-encoding/i);
      expect(page.headers.get("content-security-policy"), url).toMatch(/default-src 'self'/);
      expect(brotliDecompressSync(page.bytes).toString(), url).toContain("<title>Stint");
    }

    const asset = await get("/assets/app-Ab12Cd34.js", { "accept-encoding": "gzip, deflate, br" });
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(asset.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(asset.bytes).toString()).toBe(script);
    const gzipped = await get("/assets/app-Ab12Cd34.js", { "accept-encoding": "gzip" });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gzipped.bytes).toString()).toBe(script);
    const plain = await get("/assets/app-Ab12Cd34.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.bytes.toString()).toBe(script);

    // A chunk of an older release is gone: a 404, not the page (a script tag cannot run HTML).
    expect((await get("/assets/app-Gone0000.js", { "accept-encoding": "br" })).status).toBe(404);

    const json = await get("/api/skills", { "accept-encoding": "gzip" });
    expect(json.status).toBe(200);
    expect(json.headers.get("content-encoding")).toBe("gzip");
    expect(json.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(json.headers.get("x-content-type-options")).toBe("nosniff");
    const identity = await get("/api/skills");
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(identity.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(json.bytes).toString())).toEqual(JSON.parse(identity.bytes.toString()));
    // Too small to gain anything: sent as it is.
    const health = await get("/api/health", { "accept-encoding": "br" });
    expect(health.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(health.bytes.toString())).toMatchObject({ status: "ok" });
  });

  it("leaves ranges as stored and keeps a private answer private when it compresses it", async ({
    signedInStudent,
  }) => {
    const part = await get("/assets/app-Ab12Cd34.js.map", { "accept-encoding": "br", range: "bytes=0-1999" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-encoding")).toBeNull();
    expect(part.headers.get("content-range")).toBe(`bytes 0-1999/${Buffer.byteLength(sourceMap)}`);
    expect(part.bytes.toString()).toBe(sourceMap.slice(0, 2000));

    const student = await signedInStudent();
    const cv = await student.client.post("/api/cvs", fullCv());
    const read = await get(`/api/cvs/${cv.json.id}`, { cookie: student.client.cookieHeader, "accept-encoding": "br" });
    expect(read.status).toBe(200);
    expect(read.headers.get("content-encoding")).toBe("br");
    expect(read.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
    expect(read.headers.get("x-frame-options")).toBe("DENY");
    expect(read.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(brotliDecompressSync(read.bytes).toString())).toMatchObject({ id: cv.json.id });
  });
});
