import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, it, onTestFailed } from "vitest";
import { readOutbox } from "../../lib/mail/read-outbox.ts";
import { controlSocketPath } from "../../ops/control/control-socket-path.ts";
import { GOOD_PASSWORD, TestClient, uniqueEmail } from "../../test/test-app.ts";

// `npm run operator` beside the real server (issue 37): on the embedded database through the server's control
// socket, with no server by opening the database itself, after a crash past the stale socket; on PostgreSQL
// directly. Each step is checked where it counts: on /api/me of the person granted.

const mainFile = fileURLToPath(new URL("../../main.ts", import.meta.url));
const cliFile = fileURLToPath(new URL("../../../scripts/operator.ts", import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 120_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

type Deployment = { env: NodeJS.ProcessEnv; baseUrl: string; dataDir: string };

async function deployment(extra: Record<string, string> = {}): Promise<Deployment> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "stint-cli-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    DEMO_DATA: "false",
    LOG_LEVEL: "warn",
    RATE_LIMIT: "false",
    STEADY_AUTH_TIMING: "false",
    AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
    ...extra,
  };
  delete env.DATABASE_URL;
  if (extra.DATABASE_URL) env.DATABASE_URL = extra.DATABASE_URL;
  return { env, baseUrl, dataDir };
}

function startServer(deploy: Deployment): ChildProcess {
  const server = spawn(process.execPath, [mainFile], { stdio: ["ignore", "ignore", "pipe"], env: deploy.env });
  let said = "";
  server.stderr!.on("data", (chunk: Buffer) => (said += chunk.toString()));
  onTestFailed(() => console.error(`The server said:\n${said || "(nothing)"}`));
  return server;
}

async function healthy(deploy: Deployment) {
  await until("the server to answer", async () => {
    const response = await fetch(`${deploy.baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(
      () => null,
    );
    return response?.status === 200 ? true : undefined;
  });
}

async function stop(server: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill(signal);
  await exited;
}

function cli(deploy: Deployment, ...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [cliFile, ...args], { env: deploy.env, timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const clientOf = (deploy: Deployment) =>
  new TestClient({
    request: (url, init) =>
      fetch(deploy.baseUrl + url, { ...init, headers: { ...(init.headers as object), origin: deploy.baseUrl } }),
  });

async function operatorOf(deploy: Deployment, email: string, password: string) {
  const client = clientOf(deploy);
  const signedIn = await client.post("/api/auth/sign-in/email", { email, password });
  if (signedIn.status !== 200) return `sign-in ${signedIn.status}`;
  return (await client.get("/api/me")).json.operator;
}

/** Invites an address through the command line and takes the mailed link, as the invitee would. */
async function acceptInvitation(deploy: Deployment, email: string) {
  const mail = await until("the invitation", async () =>
    (await readOutbox(path.join(deploy.dataDir, "mail"))).find((message) => message.to.includes(email)),
  );
  const token = new URL(mail.links.find((link) => link.includes("/reset-password?token="))!).searchParams.get("token");
  const reset = await clientOf(deploy).post("/api/auth/reset-password", { token, newPassword: GOOD_PASSWORD });
  expect(reset.status).toBe(200);
}

// On the PostgreSQL pass (TEST_DATABASE_URL) only the PostgreSQL test: the embedded one would repeat the PGlite
// pass's two server starts, the suite's slowest minute and a half.
describe.skipIf(Boolean(serverUrl))("npm run operator on the embedded database", () => {
  const servers: ChildProcess[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const server of servers) await stop(server, "SIGKILL");
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("asks the running server, opens the database itself when none runs, and gets past a crashed one's socket", async () => {
    const deploy = await deployment();
    dirs.push(deploy.dataDir);
    let server = startServer(deploy);
    servers.push(server);
    await healthy(deploy);
    expect(existsSync(controlSocketPath(deploy.dataDir))).toBe(true);

    // While the server runs: an unknown address is invited, granted, and is an operator once it has a password.
    const olga = uniqueEmail("olga");
    const granted = await cli(deploy, "grant", olga, "--permissions", "figures,moderation");
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.stdout).toContain(`${olga} is an operator with: moderation, figures.`);
    expect(granted.stdout).toContain("invitation");
    await acceptInvitation(deploy, olga);
    expect(await operatorOf(deploy, olga, GOOD_PASSWORD)).toEqual({ permissions: ["moderation", "figures"] });

    // A student's address is refused with the reason; bad input is a usage error.
    const student = clientOf(deploy);
    const studentEmail = uniqueEmail("student");
    await student.post("/api/sign-up/student", { email: studentEmail, password: GOOD_PASSWORD, name: "Sam" });
    const refused = await cli(deploy, "grant", studentEmail);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("belongs to a student's account");
    expect((await student.get("/api/me")).json.operator).toBeNull();
    expect((await cli(deploy, "grant", olga, "--permissions", "root")).code).toBe(2);

    // A crash leaves the socket file behind: the next server replaces it, and the command reaches that server.
    await stop(server, "SIGKILL");
    expect(existsSync(controlSocketPath(deploy.dataDir))).toBe(true);
    server = startServer(deploy);
    servers.push(server);
    await healthy(deploy);
    expect((await cli(deploy, "grant", olga, "--permissions=accounts")).code).toBe(0);
    expect(await operatorOf(deploy, olga, GOOD_PASSWORD)).toEqual({ permissions: ["accounts"] });

    // A clean stop: the socket goes, and the command opens the database itself.
    await stop(server);
    expect(existsSync(controlSocketPath(deploy.dataDir))).toBe(false);
    const listed = await cli(deploy, "list");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${olga}  accounts  granted`);
    expect(await cli(deploy, "revoke", olga)).toMatchObject({ code: 0 });
    expect((await cli(deploy, "list")).stdout).toBe("There are no operators.\n");
  }, 900_000);
});

describe.runIf(Boolean(serverUrl))("npm run operator on PostgreSQL", () => {
  const name = `stint_operator_cli_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    if (server) await stop(server, "SIGKILL");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it("connects itself while the server runs, and the server sees the grant at once", async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const databaseUrl = new URL(serverUrl!);
    databaseUrl.pathname = `/${name}`;
    const deploy = await deployment({ DATABASE_URL: databaseUrl.toString() });
    dataDir = deploy.dataDir;
    server = startServer(deploy);
    await healthy(deploy);
    const olga = uniqueEmail("olga");
    expect((await cli(deploy, "grant", olga)).code).toBe(0);
    await acceptInvitation(deploy, olga);
    expect(await operatorOf(deploy, olga, GOOD_PASSWORD)).toEqual({
      permissions: ["moderation", "companies", "accounts", "figures", "operators"],
    });
    expect((await cli(deploy, "revoke", olga)).code).toBe(0);
    expect(await operatorOf(deploy, olga, GOOD_PASSWORD)).toBeNull();
  }, 900_000);
});
