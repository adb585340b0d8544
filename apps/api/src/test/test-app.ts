import type { CompanyAccount, StudentAccount } from "@stint/shared/account";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../app.ts";
import { closeDeps, createDeps } from "../create-deps.ts";
import type { Database } from "../db/client.ts";
import { readEnv } from "../env.ts";
import { startServer } from "../lib/http/node-server.ts";
import { createLogger, type Logger } from "../lib/logger.ts";
import { createMetrics } from "../lib/metrics/metrics.ts";
import type { PasswordHashing } from "../lib/passwords/password-hashing.ts";
import type { Tracing } from "../lib/telemetry/tracing.ts";
import { reusedPasswordHashing } from "./reused-password-hashing.ts";
import { openTestDatabase } from "./test-database.ts";

export const TEST_ORIGIN = "http://localhost:3000";

/** Whether test apps are served over a socket unless a test says otherwise: `API_TEST_OVER_HTTP=1`. */
export const OVER_HTTP_BY_DEFAULT = process.env.API_TEST_OVER_HTTP === "1";

type Transport = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

/**
 * The real application on a fresh database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL),
 * with the outbox mailer in a temporary folder, hashing passwords with scrypt once per password
 * (reused-password-hashing.ts) unless `options.passwordHashing` says otherwise. Its clients' requests go through `app.request`, no socket
 * involved, or with `options.overHttp` (or API_TEST_OVER_HTTP=1) over a real socket to the app served as in
 * production (lib/http/node-server.ts, on 127.0.0.1 and a free port), so that Node's side is tested too.
 * `options.logger` replaces the silent logger, for a test that reads what the app logs. `options.database`
 * serves a database the test opened (two apps on one PostgreSQL database, as two processes would be).
 * `options.tracing` traces its requests (lib/telemetry; a test passes one with an in-memory exporter); it is
 * shut down with the app.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: {
    logger?: Logger;
    passwordHashing?: PasswordHashing;
    overHttp?: boolean;
    database?: Database;
    tracing?: Tracing;
    /** Counts the app's requests in `metrics`, as main.ts does with METRICS_PORT (lib/metrics). */
    withMetrics?: boolean;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "stint-test-"));
  const env = readEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    BASE_URL: TEST_ORIGIN,
    AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
    LOG_LEVEL: "silent",
    // Test files sign up many users from one address, quickly: the tests of limits and timing turn these on.
    RATE_LIMIT: "false",
    STEADY_AUTH_TIMING: "false",
    ...overrides,
  });
  const logger = options.logger ?? createLogger({ level: env.logLevel, pretty: false });
  const database = options.database ?? (await openTestDatabase());
  const passwordHashing = options.passwordHashing ?? reusedPasswordHashing;
  const deps = await createDeps({ env, logger, database, passwordHashing });
  const indexes = { search: deps.jobReads.searchIndex, matching: deps.matchingIndex };
  const metrics = options.withMetrics
    ? createMetrics({ database: deps.database, indexes, indexMode: deps.jobReads.searchIndex.mode })
    : null;
  const app = createApp(deps, { webDist: null, tracing: options.tracing ?? null, metrics });
  await deps.outbox.start();
  const served = (options.overHttp ?? OVER_HTTP_BY_DEFAULT) ? await serveOverHttp(app) : null;
  const transport = served?.transport ?? app;
  return {
    app,
    deps,
    outboxDir: path.join(dataDir, "mail"),
    client: () => new TestClient(transport),
    /** Where the app listens when served over a socket, else null. */
    origin: served?.origin ?? null,
    dataDir,
    metrics,
    async close() {
      metrics?.close();
      await served?.close();
      await closeDeps(deps);
      await options.tracing?.shutdown();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * `app` served by the production server on a free loopback port, and a transport that asks it as `app.request`
 * would: redirects are answered, not followed, and a request that names no encoding asks for none (fetch would
 * ask for gzip and decode it).
 */
async function serveOverHttp(app: ReturnType<typeof createApp>) {
  const server = startServer({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const transport: Transport = {
    request: (url, init) => {
      const headers = new Headers(init.headers);
      if (!headers.has("accept-encoding")) headers.set("accept-encoding", "identity");
      return fetch(new URL(url, origin), { ...init, headers, redirect: "manual" });
    },
  };
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { origin, transport, close };
}

type RequestOptions = {
  body?: unknown;
  rawBody?: string;
  /** A multipart form (the runtime sets its content type and boundary). */
  form?: FormData;
  /** A body produced while it is sent, e.g. to see how much of it the server read. */
  stream?: ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
};

/** A browser-like client: sends our Origin on every call and keeps the session cookie between calls. */
export class TestClient {
  private readonly app: Transport;
  private readonly cookies = new Map<string, string>();

  constructor(app: Transport) {
    this.app = app;
  }

  /** The Cookie header this client sends, for requests made outside it (a real HTTP server). */
  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  get hasSession() {
    return [...this.cookies.keys()].some((name) => name.includes("session_token"));
  }

  async request(method: string, url: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: RequestInit["body"] = options.form ?? options.stream ?? options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] = "application/json";
    } else if (options.rawBody !== undefined) {
      headers["content-type"] ??= "application/json";
    }
    const init: RequestInit & { duplex?: "half" } = { method, headers, ...(body !== undefined ? { body } : {}) };
    if (options.stream) init.duplex = "half";
    const response = await this.app.request(url, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text, bytes };
  }

  get(url: string, options?: RequestOptions) {
    return this.request("GET", url, options);
  }
  post(url: string, body?: unknown, options?: RequestOptions) {
    return this.request("POST", url, { ...options, body });
  }
  patch(url: string, body?: unknown, options?: RequestOptions) {
    return this.request("PATCH", url, { ...options, body });
  }
  put(url: string, body?: unknown, options?: RequestOptions) {
    return this.request("PUT", url, { ...options, body });
  }
  delete(url: string, body?: unknown, options?: RequestOptions) {
    return this.request("DELETE", url, { ...options, body });
  }
}

let counter = 0;
/** Unique per call, so tests sharing a database never collide. */
export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@test.example`;
}

export const GOOD_PASSWORD = "correct horse battery staple";

export const ZURICH = {
  id: "2657896",
  label: "Zürich, Zurich, Switzerland",
  city: "Zürich",
  region: "Zurich",
  country: "Switzerland",
  countryCode: "CH",
  lat: 47.36667,
  lon: 8.55,
};

export async function signUpStudent(client: TestClient, fields: Record<string, unknown> = {}) {
  const email = uniqueEmail("student");
  const response = await client.post("/api/sign-up/student", {
    email,
    password: GOOD_PASSWORD,
    name: "Test Student",
    ...fields,
  });
  if (response.status !== 201) throw new Error(`student sign-up failed: ${response.status} ${response.text}`);
  return { email, me: response.json };
}

export async function signUpCompany(client: TestClient, fields: Record<string, unknown> = {}) {
  const email = uniqueEmail("company");
  const response = await client.post("/api/sign-up/company", {
    email,
    password: GOOD_PASSWORD,
    name: "Test Company",
    ...fields,
  });
  if (response.status !== 201) throw new Error(`company sign-up failed: ${response.status} ${response.text}`);
  return { email, me: response.json };
}

/** A user who signed up through the API; `client` keeps their session. */
export type SignedIn<Account extends StudentAccount | CompanyAccount> = {
  client: TestClient;
  id: string;
  email: string;
  me: { user: { id: string; email: string }; role: Account["role"]; account: Account };
};

/** A new student, signed up (and so signed in) on `app`, with `fields` added to the sign-up. */
export async function newStudent(app: TestApp, fields: Record<string, unknown> = {}) {
  const client = app.client();
  const { email, me } = await signUpStudent(client, fields);
  return { client, id: me.user.id, email, me } as SignedIn<StudentAccount>;
}

/** A new company, signed up (and so signed in) on `app`, with `fields` added to the sign-up. */
export async function newCompany(app: TestApp, fields: Record<string, unknown> = {}) {
  const client = app.client();
  const { email, me } = await signUpCompany(client, fields);
  return { client, id: me.user.id, email, me } as SignedIn<CompanyAccount>;
}
