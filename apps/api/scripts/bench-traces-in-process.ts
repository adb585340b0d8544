/**
 * What tracing costs a request, in one process, so that a busy machine blurs the two sides alike: one app on one
 * PGlite database, served twice through `app.request` (no socket), once without tracing and once with tracing
 * exporting over OTLP to a sink in a child process (a collector's stand-in that reads each export and answers
 * 200). Short batches alternate, their order turned every round; each traced batch ends with a flush, so that
 * the export's serialising and sending is counted in its batch. Requests: a signed-in GET /api/me, distinct
 * job searches, and a job by id, on a few hundred jobs. The figure is the ratio of the median CPU per request.
 * Run: `npm exec -w @stint/api -- node scripts/bench-traces-in-process.ts [rounds] [batch]` (default 31 × 60).
 * `npm run bench` with BENCH_ONLY=traces measures the same between two real servers (scripts/bench-traces.mjs).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createApp } from "../src/app.ts";
import { startTracing } from "../src/lib/telemetry/otlp-tracing.ts";
import { publishableJob } from "../src/test/job-fixtures.ts";
import { createTestApp, signUpCompany, signUpStudent, TestClient } from "../src/test/test-app.ts";

const ROUNDS = Number(process.argv[2] ?? 31);
const BATCH = Number(process.argv[3] ?? 60);
const JOBS = 300;
const WORDS = ["welder", "barista", "tutor", "cashier", "driver", "nurse", "clerk", "guide", "cook", "painter"];

const sinkSource = `
const http = require("node:http");
let posts = 0;
const server = http.createServer((request, response) => {
  request.resume();
  request.on("end", () => { posts++; response.writeHead(200).end(); });
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
process.on("SIGTERM", () => { console.log("posts " + posts); process.exit(0); });
`;

const sink = spawn(process.execPath, ["-e", sinkSource], { stdio: ["ignore", "pipe", "inherit"] });
const [portLine] = (await once(sink.stdout, "data")) as [Buffer];
const sinkUrl = `http://127.0.0.1:${portLine.toString().trim()}`;

const testApp = await createTestApp();
const tracing = await startTracing({ traces: { url: sinkUrl, serviceName: "stint-api-bench" } });
if (!tracing) throw new Error("tracing did not start");
const apps = { off: testApp.app, on: createApp(testApp.deps, { webDist: null, tracing }) };

// Jobs to search and read, published by one company.
const company = new TestClient(testApp.app);
await signUpCompany(company);
const jobIds: string[] = [];
for (let i = 0; i < JOBS; i++) {
  const title = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${i}`;
  const created = await company.post("/api/jobs", { ...publishableJob({ title }), publish: true });
  if (created.status !== 201) throw new Error(`job: ${created.status} ${created.text}`);
  jobIds.push(created.json.id);
}
const student = new TestClient(testApp.app);
await signUpStudent(student);
const cookie = student.cookieHeader;

let sequence = 0;
const paths = () => {
  const n = sequence++;
  if (n % 3 === 0) return "/api/me";
  if (n % 3 === 1) return `/api/jobs?q=${encodeURIComponent(`${WORDS[n % WORDS.length]} ${n}`)}&pageSize=20`;
  return `/api/jobs/${jobIds[n % jobIds.length]}`;
};

async function batch(side: "off" | "on"): Promise<number> {
  const app = apps[side];
  const list = Array.from({ length: BATCH }, paths);
  const before = process.cpuUsage();
  for (const path of list) {
    const response = await app.request(path, { headers: { cookie, origin: "http://localhost:3000" } });
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    await response.arrayBuffer();
  }
  if (side === "on") await tracing!.forceFlush();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / list.length;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

await batch("off");
await batch("on");
const results = { off: [] as number[], on: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  for (const side of round % 2 === 0 ? (["off", "on"] as const) : (["on", "off"] as const)) {
    results[side].push(await batch(side));
  }
}
await tracing.shutdown();
await testApp.close();
sink.kill("SIGTERM");
const [postsLine] = (await once(sink.stdout, "data")) as [Buffer];
const summary = {
  rounds: ROUNDS,
  batch: BATCH,
  offMedianUs: Math.round(median(results.off)),
  onMedianUs: Math.round(median(results.on)),
  ratio: Number((median(results.on) / median(results.off)).toFixed(3)),
  sink: postsLine.toString().trim(),
};
console.log(JSON.stringify(summary));
