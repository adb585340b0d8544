// `npm run dev`: the Vite dev server for apps/web (hot reload; it proxies /api to the API) and the API in
// watch mode, together: Ctrl-C, or either one stopping, stops both.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { repoRoot } from "./lib/build-web.mjs";
import { apiHeapOption, nodeBinary } from "./lib/node-bin.mjs";

const node = nodeBinary();
const webPort = process.env.WEB_PORT ?? "5173";
const apiPort = process.env.PORT ?? "3000";
const webOrigin = `http://localhost:${webPort}`;
const vitePackage = createRequire(path.join(repoRoot, "apps/web/package.json")).resolve("vite/package.json");
const vite = path.join(path.dirname(vitePackage), "bin/vite.js");

const children = [];
let stopping = false;

function run(name, args, options) {
  const child = spawn(node, args, { stdio: "inherit", ...options });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
      stopAll(code ?? 1);
    } else if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
      process.exit(exitCode);
    }
  });
  return child;
}

let exitCode = 0;
function stopAll(code, signal = "SIGTERM") {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
  if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  setTimeout(() => {
    for (const child of children) child.kill("SIGKILL");
    process.exit(exitCode);
  }, 10_000).unref();
}
process.on("SIGINT", () => stopAll(130, "SIGINT"));
process.on("SIGTERM", () => stopAll(143));

// Mail links and the origin check follow the page the browser shows: the Vite server.
// The heap limit the server runs with (API_HEAP_MB, decision 034), so that the index budget behaves as in `npm start`.
run("api", [apiHeapOption(node), "--watch", "--watch-preserve-output", "apps/api/src/main.ts"], {
  cwd: repoRoot,
  env: {
    ...process.env,
    NODE_ENV: "development",
    PORT: apiPort,
    BASE_URL: process.env.BASE_URL ?? webOrigin,
    TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? `http://127.0.0.1:${webPort}`,
  },
});
run("web", [vite, "--port", webPort], {
  cwd: path.join(repoRoot, "apps/web"),
  env: {
    ...process.env,
    NODE_ENV: "development",
    STINT_API_URL: process.env.STINT_API_URL ?? `http://localhost:${apiPort}`,
  },
});
