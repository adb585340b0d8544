// The API runs TypeScript directly, which needs Node 24 (type stripping). Under `npm run`, `node` is the
// project's own Node 24 (the `node` dev dependency); when a script is started with an older Node, use that one.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./build-web.mjs";

const MIN_MAJOR = 24;

/**
 * The options of the API server's Node (`npm start`, and the servers of the tests and benchmarks; its
 * API_PROCESSES workers inherit them). Without V8's memory reducer: when a process's allocation slows (a pause
 * between requests), it runs full collections to shrink the heap, then lets the heap grow only a little before
 * the next. A process holding the matching index (about 1.2 GB of objects at 100,000 jobs and students) spends
 * about 2 s of CPU marking in each, and they fell into the busy time after (issue 9: ~4.5 s of the GC's threads
 * per 20 s of rankings with it, ~0.5 s without).
 *
 * A young generation of at most 16 MB per semi-space. V8 sizes it from the heap limit, 64 MB on a machine with
 * 24 GB, and every scavenge copies what is alive in it: under a stream of job reads on the embedded database
 * the survivors (cached rows, requests in flight) made scavenges of 7–13 ms every third of a second, each a
 * pause for all ten requests queued on the one thread. At 16 MB they took 2–6 ms, and job detail p99 fell from
 * 17–22 to 16–17 ms in the same runs (issue 13). Smaller still (4 MB) promotes so much that the old generation's
 * collections grow instead (a 250 ms pause).
 */
export const API_NODE_OPTIONS = ["--no-memory-reducer", "--max-semi-space-size=16"];

/**
 * The environment of the API server's Node (`npm start`; its API_PROCESSES workers inherit it), what `env` sets
 * winning. glibc's malloc raises its mmap threshold to the size of any larger block that is freed (up to 32 MB)
 * and the threshold above which it gives the free top of a heap back to twice that. Start-up frees such blocks
 * (V8 compiling PGlite's WebAssembly on its worker threads, the bundle's source), after which the process kept
 * ~100 MB that malloc no longer used (issue 13: idle RSS with the demo data 394 -> 284 MB). Setting the trim
 * threshold, even to its default of 128 kB as here, turns that adjustment off: larger blocks are mapped on
 * their own and unmapped when freed, and a heap's free top beyond 128 kB is returned. Other C libraries
 * ignore the variable.
 */
export function apiEnvironment(env = process.env) {
  return { MALLOC_TRIM_THRESHOLD_: String(128 * 1024), ...env };
}

/**
 * The heap limit option of the API's Node (API_HEAP_MB or its default by database, decision 034), as
 * apps/api/src/lib/http/heap-limit.ts decides it: asked of `node` (Node 24, see nodeBinary), since the Node
 * running this script may be too old to load TypeScript.
 */
export function apiHeapOption(node, env = process.env) {
  const file = path.join(repoRoot, "apps/api/src/lib/http/print-heap-limit.ts");
  const megabytes = execFileSync(node, [file], { env, encoding: "utf8" }).trim();
  return `--max-old-space-size=${megabytes}`;
}

export function nodeBinary() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= MIN_MAJOR) return process.execPath;
  for (const candidate of ["node_modules/node/bin/node", "node_modules/.bin/node"]) {
    const file = path.join(repoRoot, candidate);
    if (existsSync(file)) return file;
  }
  throw new Error(
    `Node ${process.versions.node} is too old to run the API (needs ${MIN_MAJOR}+). Run "npm install" first: ` +
      `it brings Node ${MIN_MAJOR} as a dev dependency, which "npm start" uses.`,
  );
}
