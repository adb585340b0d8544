import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureApiBuilt } from "../../../scripts/lib/build-api.mjs";
import { type StartedServer, startServer } from "../../../scripts/lib/server.mjs";

/**
 * `npm start` runs the API bundled into one file (decision 015). The files the API reads beside its sources
 * must still be found from the bundle: the migrations, the gazetteer, the list of common passwords.
 */

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Bundling is the same whatever the database; the PostgreSQL pass skips it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the bundled API", () => {
  let bundleDir: string;
  let server: StartedServer | undefined;
  let baseUrl: string;

  beforeAll(async () => {
    // Beside the real bundle, where Node finds the packages it leaves out (PGlite, pino).
    await mkdir(path.join(apiDir, "dist"), { recursive: true });
    bundleDir = await mkdtemp(path.join(apiDir, "dist/test-"));
    const bundle = await ensureApiBuilt({ outfile: path.join(bundleDir, "main.mjs"), log: () => undefined });
    server = await startServer({ entry: bundle, timeoutMs: 90_000 });
    baseUrl = server.baseUrl;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
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
