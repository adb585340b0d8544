// The start-up section of `npm run bench` (or on its own: `node scripts/bench-startup.mjs`): spawn → first 200
// from /api/health of the real server on embedded PGlite, `starts` times per case, each on a fresh DATA_DIR
// (or, for the warm start, the folder of an earlier untimed run), and the idle memory of `npm start` with the
// demo data. Targets (issue 13): `npm start` on an empty data folder with demo data healthy in < 4 s, and
// < 350 MB resident once idle.
//
// The database template and the demo snapshot (node_modules/.cache/stint) are made by an untimed start first,
// as a person's first `npm start` after a change makes them; every timed start copies them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isMainScript } from "./lib/bench-database.mjs";
import { fmt, largestInGroupMb, median, table } from "./lib/bench-kit.mjs";
import { ensureApiBuilt } from "./lib/build-api.mjs";
import { ensureWebBuilt } from "./lib/build-web.mjs";
import { startServer } from "./lib/server.mjs";

const HEALTHY_TARGET_MS = 4_000;
const IDLE_RSS_TARGET_MB = 350;
/** How long the server is left alone before its memory is read: V8 compiles PGlite's WebAssembly meanwhile. */
const IDLE_SECONDS = 30;

const CASES = [
  { name: "node apps/api/src/main.ts, empty DATA_DIR, DEMO_DATA=false", via: "node", env: { DEMO_DATA: "false" } },
  { name: "npm start, empty DATA_DIR, DEMO_DATA=false", via: "npm-start", env: { DEMO_DATA: "false" } },
  {
    name: "npm start, empty DATA_DIR, demo data",
    via: "npm-start",
    env: { DEMO_DATA: "true" },
    target: true,
  },
  { name: "npm start, existing DATA_DIR (warm start)", via: "npm-start", env: { DEMO_DATA: "true" }, warm: true },
];

export async function benchStartup({ starts = 5 } = {}) {
  await ensureWebBuilt();
  await ensureApiBuilt();
  process.stdout.write(
    "  an untimed npm start with demo data (makes the database template and demo snapshot if stale)\n",
  );
  await (await startServer({ via: "npm-start", env: { DEMO_DATA: "true" }, timeoutMs: 180_000 })).stop();

  const results = [];
  for (const startup of CASES) {
    const times = [];
    const idle = [];
    for (let run = 0; run < starts; run++) {
      let dataDir;
      if (startup.warm) {
        dataDir = mkdtempSync(path.join(tmpdir(), "stint-bench-"));
        const first = await startServer({ via: "node", env: startup.env, dataDir });
        await first.stop({ keepData: true });
      }
      const server = await startServer({ via: startup.via, env: { LOG_LEVEL: "info", ...startup.env }, dataDir });
      times.push(server.startupMs);
      if (startup.target) {
        await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
        idle.push(largestInGroupMb(server.child.pid));
      }
      const { code } = await server.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      // (npm itself ends by the signal, so only a real exit code says something went wrong)
      if (code !== 0 && code !== null) console.warn(`  (the server exited with code ${code} on SIGTERM)`);
      const rss = idle.length ? `, ${fmt(idle.at(-1))} MB resident after ${IDLE_SECONDS} s idle` : "";
      process.stdout.write(`  ${startup.name}: run ${run + 1}/${starts} ${fmt(server.startupMs)} ms${rss}\n`);
    }
    results.push({
      name: startup.name,
      medianMs: median(times),
      minMs: Math.min(...times),
      maxMs: Math.max(...times),
      runs: times,
      ...(startup.target ? { idleRssMb: { median: median(idle), runs: idle } } : {}),
    });
  }
  table(
    `Start-up: spawn → first 200 from /api/health (${starts} runs each, embedded PGlite)`,
    ["case", "median ms", "min ms", "max ms"],
    results.map((s) => [s.name, fmt(s.medianMs), fmt(s.minMs), fmt(s.maxMs)]),
  );
  const demo = results.find((s) => s.idleRssMb);
  const met = (ok) => (ok ? "met" : "NOT met");
  console.log(
    `\nnpm start with demo data on an empty data folder: healthy in ${fmt(demo.medianMs)} ms (median; ` +
      `${fmt(demo.minMs)}–${fmt(demo.maxMs)}); target < ${HEALTHY_TARGET_MS} ms: ${met(demo.medianMs < HEALTHY_TARGET_MS)}`,
  );
  console.log(
    `  resident after ${IDLE_SECONDS} s idle: ${fmt(demo.idleRssMb.median)} MB (median; ` +
      `${demo.idleRssMb.runs.map((mb) => fmt(mb)).join(" / ")}); target < ${IDLE_RSS_TARGET_MB} MB: ` +
      met(demo.idleRssMb.median < IDLE_RSS_TARGET_MB),
  );
  return results;
}

if (isMainScript(import.meta.url)) {
  await benchStartup({ starts: Math.max(1, Math.min(20, Number(process.env.BENCH_STARTS ?? 5))) });
}
