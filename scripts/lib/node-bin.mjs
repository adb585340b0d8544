// The API runs TypeScript directly, which needs Node 24 (type stripping). Under `npm run`, `node` is the
// project's own Node 24 (the `node` dev dependency); when a script is started with an older Node, use that one.
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
 */
export const API_NODE_OPTIONS = ["--no-memory-reducer"];

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
