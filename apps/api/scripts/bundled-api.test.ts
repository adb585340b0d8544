import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureApiBuilt } from "../../../scripts/lib/build-api.mjs";

/**
 * `npm start` runs the API bundled into one file (decision 015). The files the API reads beside its sources
 * must still be found from the bundle: the migrations, the gazetteer, the list of common passwords.
 */

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

// Bundling is the same whatever the database; the PostgreSQL pass skips it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the bundled API", () => {
  let dir: string;
  let bundleDir: string;
  let child: ChildProcess;
  let baseUrl: string;
  let output = "";

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "stint-bundle-"));
    // Beside the real bundle, where Node finds the packages it leaves out (PGlite, pino).
    await mkdir(path.join(apiDir, "dist"), { recursive: true });
    bundleDir = await mkdtemp(path.join(apiDir, "dist/test-"));
    const bundle = await ensureApiBuilt({ outfile: path.join(bundleDir, "main.mjs"), log: () => undefined });
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [bundle], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: baseUrl,
        DATA_DIR: path.join(dir, "data"),
        DATABASE_URL: "",
        DEMO_DATA: "false",
        RATE_LIMIT: "false",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && child.exitCode === null) {
      const healthy = await fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the bundled API did not become healthy:\n${output}`);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
    await rm(bundleDir, { recursive: true, force: true });
  });

  it("migrates its database and finds the files beside its sources", async () => {
    expect(await (await fetch(`${baseUrl}/api/health`)).json()).toEqual({ status: "ok", db: "ok" });
    const places = (await (await fetch(`${baseUrl}/api/places?q=zur`)).json()) as { items: { label: string }[] };
    expect(places.items.map((place) => place.label)).toContain("Zürich, Zurich, Switzerland");
    const signUp = await fetch(`${baseUrl}/api/sign-up/student`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ email: "bundle@student.example", password: "password123", name: "Bundle" }),
    });
    expect(signUp.status).toBe(400);
    expect(JSON.stringify(await signUp.json())).toContain("less common password");
  });
});
