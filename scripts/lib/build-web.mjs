// Builds the web app (apps/web/dist) when it is missing or older than its sources. Shared by start, e2e and bench.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { staleBuildReason } from "./stale-build.mjs";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const webDist = path.join(repoRoot, "apps/web/dist");

/** Files and folders whose change means the built app is stale. */
const SOURCES = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public",
  "apps/web/package.json",
  "apps/web/vite.config.ts",
  "apps/web/chunk-groups.ts",
  "apps/web/language-pages.ts",
  "apps/web/namespace-preloads.ts",
  "apps/web/ssr-build.ts",
  "apps/web/postcss.config.cjs",
  "apps/web/postcss.config.js",
  "apps/web/postcss.config.mjs",
  "packages/shared/src",
];

/** Why the web app needs building, or null when its builds are up to date (the server's is written last). */
export function webBuildReason() {
  return staleBuildReason({
    root: repoRoot,
    built: "apps/web/dist-server/entry-server.js",
    sources: SOURCES,
    skip: (name) => name === "node_modules" || name.startsWith("."),
  });
}

/** [command, args] running npm: the one running us under `npm run` (on this Node), else npm from PATH. */
export function npmCommand(args) {
  const npmCli = process.env.npm_execpath;
  return npmCli && /\.c?js$/.test(npmCli) ? [process.execPath, [npmCli, ...args]] : ["npm", args];
}

/** Runs npm and resolves when it exits 0. */
export function runNpm(args, options = {}) {
  const [command, commandArgs] = npmCommand(args);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: repoRoot, stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`npm ${args.join(" ")} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Builds the web app if it is stale; `log` gets one line saying what happens. */
export async function ensureWebBuilt({ log = (line) => console.log(line), force = false } = {}) {
  const reason = force ? "a build was asked for" : webBuildReason();
  if (!reason) return false;
  log(`Building the web app (${reason})…`);
  const started = performance.now();
  await runNpm(["run", "build", "-w", "@stint/web"]);
  log(`Web app built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
