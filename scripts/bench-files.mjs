// The files section of `npm run bench` (or on its own: `node scripts/bench-files.mjs`): uploads of a 10 MB PDF
// over a real loopback HTTP server, for both storage drivers — the local disk (DATA_DIR/files) and S3 (s3rver,
// an S3-compatible server, in this process on another loopback port).
//
// Per driver: start `node apps/api/src/main.ts` (DEMO_DATA=false, embedded PGlite) with a memory probe
// preloaded (scripts/lib/memory-probe.mjs: peaks of process.memoryUsage() sampled every 5 ms), then
//   (a) throughput: BENCH_FILE_RUNS (default 7) sequential uploads of one 10 MB PDF, each timed from the
//       request to the 201; MB/s = 10 MB / time, median (each file is deleted again, untimed)
//   (b) memory: 5 parallel 10 MB uploads (5 students), BENCH_FILE_ROUNDS (default 3) rounds, each on a fresh
//       server warmed up with one small upload; the server's peak RSS, V8 heap and ArrayBuffers (file bytes in
//       flight) during the uploads and their growth over the moment before; medians over rounds. Five buffered
//       uploads would add at least 50 MB.
// The client (this process) holds the 10 MB body; the numbers are the server's.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import S3rver from "s3rver";
import { repoRoot } from "./lib/build-web.mjs";
import { startServer } from "./lib/server.mjs";

const MB = 1024 * 1024;
const FILE_BYTES = 10 * MB;
const PARALLEL = 5;
const PROBE = path.join(repoRoot, "scripts/lib/memory-probe.mjs");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fmt = (value, digits = 1) => (value === undefined || Number.isNaN(value) ? "-" : value.toFixed(digits));
const mb = (bytes) => bytes / MB;

function table(title, headers, rows) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join("  ");
  console.log(`\n${title}\n${line(headers)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}

/** A PDF of exactly `size` bytes (a valid header, a long comment, a minimal body): sniffs as application/pdf. */
function pdfOfSize(size) {
  const head = "%PDF-1.4\n%";
  const tail = "\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write(head, 0, "latin1");
  bytes.write(tail, size - tail.length, "latin1");
  return bytes;
}

async function startS3() {
  const directory = mkdtempSync(path.join(tmpdir(), "stint-bench-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: "stint-bench", configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: "stint-bench",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function signUp(baseUrl, n) {
  const response = await fetch(`${baseUrl}/api/sign-up/student`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: `bench-files-${n}@example.com`, password: "stint-bench-password", name: "Bench" }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function uploadPdf(baseUrl, cookie, blob) {
  const form = new FormData();
  form.append("purpose", "cv");
  form.append("file", blob, "bench.pdf");
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/files`, {
    method: "POST",
    headers: { origin: baseUrl, cookie },
    body: form,
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms, id: body.id };
}

async function remove(baseUrl, cookie, id) {
  const response = await fetch(`${baseUrl}/api/files/${id}`, {
    method: "DELETE",
    headers: { origin: baseUrl, cookie },
  });
  if (response.status !== 204) throw new Error(`delete answered ${response.status}`);
}

/** Asks the server's memory probe for its peaks since the last ask (and resets them). */
async function memoryPeaks(server) {
  const before = server.output().length;
  server.child.kill("SIGUSR2");
  for (let attempt = 0; attempt < 200; attempt++) {
    const line = server
      .output()
      .slice(before)
      .split("\n")
      .find((text) => text.startsWith("MEMPROBE "));
    if (line) return JSON.parse(line.slice("MEMPROBE ".length));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the server's memory probe did not answer");
}

/** A fresh server for `driver` with the memory probe, and `count` signed-in students. */
async function startBenchServer(driver, count, s3) {
  const server = await startServer({
    env: { ...(s3?.env ?? {}), NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${PROBE}`.trim() },
  });
  const cookies = [];
  for (let n = 0; n < count; n++) cookies.push(await signUp(server.baseUrl, `${driver}-${n}`));
  return { server, cookies };
}

async function benchDriver({ driver, runs, rounds }) {
  const s3 = driver === "s3" ? await startS3() : null;
  const blob = new Blob([pdfOfSize(FILE_BYTES)], { type: "application/pdf" });
  const small = new Blob([pdfOfSize(64 * 1024)], { type: "application/pdf" });
  try {
    const times = [];
    {
      const { server, cookies } = await startBenchServer(driver, 1, s3);
      try {
        // Warm-up: the first upload compiles the code paths.
        await remove(server.baseUrl, cookies[0], (await uploadPdf(server.baseUrl, cookies[0], blob)).id);
        for (let run = 0; run < runs; run++) {
          const { ms, id } = await uploadPdf(server.baseUrl, cookies[0], blob);
          times.push(ms);
          await remove(server.baseUrl, cookies[0], id);
          process.stdout.write(
            `  files ${driver}: upload ${run + 1}/${runs} ${fmt(mb(FILE_BYTES) / (ms / 1000))} MB/s\n`,
          );
        }
      } finally {
        await server.stop();
      }
    }

    // Memory: a fresh server per round (RSS only ever grows, so a second round in one process would show
    // nothing), warmed up with a small upload, then five large ones at once.
    const parallel = [];
    for (let round = 0; round < rounds; round++) {
      const { server, cookies } = await startBenchServer(driver, PARALLEL, s3);
      try {
        await remove(server.baseUrl, cookies[0], (await uploadPdf(server.baseUrl, cookies[0], small)).id);
        const idle = await memoryPeaks(server);
        const started = performance.now();
        const uploads = await Promise.all(cookies.map((cookie) => uploadPdf(server.baseUrl, cookie, blob)));
        const ms = performance.now() - started;
        const peaks = await memoryPeaks(server);
        parallel.push({
          ms,
          baselineRss: idle.now.rss,
          peakRss: peaks.rss,
          rssGrowth: peaks.rss - idle.now.rss,
          peakHeapUsed: peaks.heapUsed,
          heapGrowth: peaks.heapUsed - idle.now.heapUsed,
          arrayBuffersGrowth: peaks.arrayBuffers - idle.now.arrayBuffers,
        });
        await Promise.all(uploads.map(({ id }, n) => remove(server.baseUrl, cookies[n], id)));
        process.stdout.write(
          `  files ${driver}: ${PARALLEL} parallel uploads, round ${round + 1}/${rounds}: RSS +${fmt(mb(peaks.rss - idle.now.rss))} MB ` +
            `(peak ${fmt(mb(peaks.rss))} MB), heap +${fmt(mb(peaks.heapUsed - idle.now.heapUsed))} MB\n`,
        );
      } finally {
        await server.stop();
      }
    }
    const pick = (key) => median(parallel.map((round) => round[key]));
    return {
      driver,
      uploadMedianMs: median(times),
      mbPerSecond: mb(FILE_BYTES) / (median(times) / 1000),
      uploadRunsMs: times.map((ms) => Math.round(ms)),
      parallel: {
        uploads: PARALLEL,
        medianMs: pick("ms"),
        aggregateMbPerSecond: (PARALLEL * mb(FILE_BYTES)) / (pick("ms") / 1000),
        baselineRssMb: mb(pick("baselineRss")),
        peakRssMb: mb(pick("peakRss")),
        rssGrowthMb: mb(pick("rssGrowth")),
        peakHeapUsedMb: mb(pick("peakHeapUsed")),
        heapGrowthMb: mb(pick("heapGrowth")),
        arrayBuffersGrowthMb: mb(pick("arrayBuffersGrowth")),
        rounds: parallel.length,
      },
    };
  } finally {
    await s3?.close();
  }
}

/** The files section: both drivers; returns the results (for BENCH_JSON) after printing them. */
export async function benchFiles({
  runs = Number(process.env.BENCH_FILE_RUNS ?? 7),
  rounds = Number(process.env.BENCH_FILE_ROUNDS ?? 3),
} = {}) {
  const results = [];
  for (const driver of ["local", "s3"]) results.push(await benchDriver({ driver, runs, rounds }));
  table(
    `Uploads of a 10 MB PDF over loopback HTTP (POST /api/files, multipart), ${runs} sequential runs, median; ` +
      "S3 = s3rver in the bench process",
    ["storage", "MB/s", "median ms", "runs ms"],
    results.map((r) => [r.driver, fmt(r.mbPerSecond), fmt(r.uploadMedianMs, 0), r.uploadRunsMs.join(" / ")]),
  );
  table(
    `Server memory during ${PARALLEL} parallel 10 MB uploads (medians of ${rounds} rounds; sampled every 5 ms in the server)`,
    [
      "storage",
      "all done ms",
      "MB/s total",
      "RSS before MB",
      "peak RSS MB",
      "RSS growth MB",
      "peak heap MB",
      "heap growth MB",
      "ArrayBuffers growth MB",
    ],
    results.map((r) => [
      r.driver,
      fmt(r.parallel.medianMs, 0),
      fmt(r.parallel.aggregateMbPerSecond),
      fmt(r.parallel.baselineRssMb),
      fmt(r.parallel.peakRssMb),
      fmt(r.parallel.rssGrowthMb),
      fmt(r.parallel.peakHeapUsedMb),
      fmt(r.parallel.heapGrowthMb),
      fmt(r.parallel.arrayBuffersGrowthMb),
    ]),
  );
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchFiles();
}
