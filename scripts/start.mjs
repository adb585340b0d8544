// `npm start`: builds the web app and bundles the API if they are stale, then runs the server (API + built SPA)
// in the foreground, from the bundle (decision 015; from the sources if bundling fails).
// Signals are passed on so the server shuts down gracefully (closing the database); exits with its code.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { ensureApiBuilt } from "./lib/build-api.mjs";
import { ensureWebBuilt, repoRoot } from "./lib/build-web.mjs";
import { API_NODE_OPTIONS, apiEnvironment, apiHeapOption, nodeBinary } from "./lib/node-bin.mjs";

// Said at once: a build of the web app and loading the API's sources take seconds of silence otherwise (issue 13).
console.log("Starting Stint…");

let node;
let entry = ["apps/api/src/main.ts"];
try {
  node = nodeBinary();
  await ensureWebBuilt();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
try {
  // Without --enable-source-maps: Node keeps the 13 MB map parsed, ~150 MB of RSS (decision 015). Set it in
  // NODE_OPTIONS for stack traces that name the source files.
  entry = [await ensureApiBuilt()];
} catch (error) {
  console.warn(`Could not bundle the API (${error instanceof Error ? error.message : error}); running its sources`);
}

// The heap limit of API_HEAP_MB, by default by database (decision 034); API_PROCESSES workers get it too.
const options = [...API_NODE_OPTIONS, apiHeapOption(node)];
const child = spawn(node, [...options, ...entry], { cwd: repoRoot, stdio: "inherit", env: apiEnvironment() });

const forward = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => forward(signal));

child.on("error", (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
child.on("exit", (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 1));
});
