// `npm run test:e2e [-- playwright args]`: builds the web app if needed, starts the real server on a free
// loopback port with a fresh DATA_DIR (embedded PGlite, no demo data, no rate limits), waits for
// /api/health, runs the Playwright specs in e2e/ against it in the system Chromium, then stops the server.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureWebBuilt, repoRoot } from "../scripts/lib/build-web.mjs";
import { nodeBinary } from "../scripts/lib/node-bin.mjs";
import { freePort, startServer } from "../scripts/lib/server.mjs";
import { startOidcProvider, UNIVERSITY } from "./university.mjs";

// Debian's headless shell when it is there: the same engine without the desktop browser's extra processes,
// which made the suite about 15% slower on two cores. Debian's chromium otherwise.
const chromium =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((candidate) => existsSync(candidate));
if (!chromium || !existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium ?? "/usr/bin/chromium-headless-shell or /usr/bin/chromium"}. Install Debian's chromium-headless-shell or chromium (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const artifacts = path.join(repoRoot, "e2e/.artifacts");
mkdirSync(artifacts, { recursive: true });

let server;
let university;
let runner;
let stopping = false;

async function finish(code) {
  if (stopping) return;
  stopping = true;
  university?.kill("SIGTERM");
  if (server) {
    const { code: serverCode, signal } = await server.stop();
    writeFileSync(path.join(artifacts, "server.log"), server.output());
    if (serverCode !== 0 && serverCode !== null) {
      console.error(
        `e2e: the server exited with code ${serverCode}${signal ? ` (${signal})` : ""} on shutdown; see e2e/.artifacts/server.log`,
      );
      if (code === 0) code = 1;
    }
  }
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    runner?.kill(signal);
    void finish(130);
  });
}

try {
  await ensureWebBuilt();
  // Both languages, as every screen is checked in them (decision 035); a browser that asks for no German gets English.
  // A university to sign in through (issue 37): its port is chosen first, for the server's OIDC_PROVIDERS; it starts
  // once the server's address is known, for its redirect URI (the server looks it up on the first sign-in).
  // Two minutes to be healthy: on a two-core machine busy with other work the start took 52 s, and once over 60.
  const universityPort = await freePort();
  server = await startServer({
    env: {
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "info",
      UI_LANGUAGES: "en,de",
      OIDC_PROVIDERS: JSON.stringify([{ ...UNIVERSITY, issuer: `http://127.0.0.1:${universityPort}` }]),
    },
    timeoutMs: 120_000,
  });
  university = await startOidcProvider({ port: universityPort, baseUrl: server.baseUrl });
  console.log(
    `e2e: server healthy at ${server.baseUrl} in ${Math.round(server.startupMs)} ms (DATA_DIR ${server.dataDir})`,
  );
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : error}`);
  await finish(1);
}

const cli = path.join(repoRoot, "node_modules/@playwright/test/cli.js");
runner = spawn(nodeBinary(), [cli, "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: "inherit",
  env: {
    ...process.env,
    E2E_BASE_URL: server.baseUrl,
    E2E_DATA_DIR: server.dataDir,
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  },
});
runner.on("exit", (code, signal) => {
  if (code !== 0) console.error(`e2e: server log in e2e/.artifacts/server.log`);
  void finish(code ?? (signal ? 1 : 0));
});
