import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { sql } from "drizzle-orm";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queriesObserved } from "../../db/query-observer.ts";
import { readEnv } from "../../env.ts";
import type { AppEnv } from "../http/app-env.ts";
import { GOOD_PASSWORD, TestClient, createTestApp, signUpStudent, type TestApp } from "../../test/test-app.ts";
import { createApp } from "../../app.ts";
import { startTracing } from "./otlp-tracing.ts";
import { createTracing, type Tracing } from "./tracing.ts";

const installed = (app: { routes: { handler: { name: string } }[] }) =>
  app.routes.some((route) => route.handler.name === "traceRequest");

describe("traces of requests and their database statements", () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let app: TestApp;

  beforeAll(async () => {
    tracing = createTracing({ exporter, serviceName: "stint-api-test" });
    app = await createTestApp({}, { tracing });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The spans that `run`'s requests made, once exported. */
  async function spansOf(run: () => Promise<unknown>): Promise<ReadableSpan[]> {
    await tracing.forceFlush();
    exporter.reset();
    await run();
    await tracing.forceFlush();
    return exporter.getFinishedSpans();
  }
  const servers = (spans: ReadableSpan[]) => spans.filter((span) => span.kind === SpanKind.SERVER);
  const childrenOf = (spans: ReadableSpan[], parent: ReadableSpan) =>
    spans.filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId);

  it("makes one server span per request, named by its route pattern, with the statements as its children", async () => {
    expect(installed(app.app)).toBe(true);
    const client = app.client();
    let cookie = "";
    const spans = await spansOf(async () => {
      await signUpStudent(client);
      cookie = client.cookieHeader;
      expect((await client.get("/api/me")).status).toBe(200);
      expect((await client.get("/api/jobs?q=welder")).status).toBe(200);
      expect((await client.get("/api/jobs/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    });
    const requests = servers(spans);
    expect(requests.map((span) => span.name)).toEqual([
      "POST /api/sign-up/student",
      "GET /api/me",
      "GET /api/jobs",
      "GET /api/jobs/:id",
    ]);
    const [signUp, me, , job] = requests;
    expect(signUp!.attributes).toMatchObject({
      "http.request.method": "POST",
      "http.route": "/api/sign-up/student",
      "http.response.status_code": 201,
      "stint.request_id": expect.stringMatching(/^[\w-]+$/),
    });
    expect(job!.attributes["http.response.status_code"]).toBe(404);
    expect(signUp!.resource.attributes).toMatchObject({ "service.name": "stint-api-test" });
    expect(signUp!.resource.attributes["service.version"]).toEqual(expect.any(String));

    for (const request of [signUp!, me!]) {
      const statements = childrenOf(spans, request);
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        expect(statement.kind).toBe(SpanKind.CLIENT);
        expect(statement.spanContext().traceId).toBe(request.spanContext().traceId);
        expect(statement.attributes).toMatchObject({
          "db.system": "postgresql",
          "db.system.name": "postgresql",
          "db.statement": expect.any(String),
          "db.operation.name": statement.name,
        });
      }
    }
    const signUpStatements = childrenOf(spans, signUp!).map((span) => String(span.attributes["db.statement"]));
    expect(signUpStatements.some((text) => /insert into "auth_users"/i.test(text))).toBe(true);
    // Every span is a request's or one of its statements': none is left without its request.
    const requestIds = new Set(requests.map((span) => span.spanContext().spanId));
    for (const span of spans) {
      if (span.kind !== SpanKind.SERVER) expect(requestIds.has(span.parentSpanContext?.spanId ?? "")).toBe(true);
    }

    // Nothing secret or personal in any attribute: no password, no session cookie, no e-mail, no path with an id.
    const sessionToken = decodeURIComponent(cookie.split("=")[1]!.split(";")[0]!).split(".")[0]!;
    expect(sessionToken.length).toBeGreaterThan(10);
    const email = (await app.deps.database.db.query.users.findMany()).map((user) => user.email);
    const everything = JSON.stringify(spans.map((span) => [span.name, span.attributes, span.events]));
    expect(everything).not.toContain(GOOD_PASSWORD);
    expect(everything).not.toContain(sessionToken);
    for (const address of email) expect(everything).not.toContain(address);
    expect(everything).not.toContain("00000000-0000-4000-8000-000000000000");
    expect(everything).not.toContain("welder");
  });

  it("continues the trace of an incoming W3C traceparent", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const parentId = "00f067aa0ba902b7";
    const spans = await spansOf(() =>
      app.client().get("/api/me", { headers: { traceparent: `00-${traceId}-${parentId}-01` } }),
    );
    const [request] = servers(spans);
    expect(request!.name).toBe("GET /api/me");
    expect(request!.spanContext().traceId).toBe(traceId);
    expect(request!.parentSpanContext?.spanId).toBe(parentId);
    expect(request!.attributes["http.response.status_code"]).toBe(401);
  });

  it("an app built without tracing has no middleware, and its requests make no span", async () => {
    const untraced = createApp(app.deps, { webDist: null });
    expect(installed(untraced)).toBe(false);
    const spans = await spansOf(async () => {
      const client = new TestClient(untraced);
      await signUpStudent(client);
      expect((await client.get("/api/jobs?q=welder")).status).toBe(200);
    });
    expect(spans).toEqual([]);
  });

  it("marks a failing statement's span as an error, with its SQLSTATE and not its message", async () => {
    // The middleware on an app of its own, with a route whose statement fails: the app's routes answer bad
    // input with a 4xx before any statement could fail.
    const bare = new Hono<AppEnv>();
    bare.use(tracing.middleware);
    bare.get("/fail/:id", async (c) => {
      await app.deps.database.db.execute(sql`select * from no_such_table_for_traces`).catch(() => undefined);
      return c.json({ failed: true }, 500);
    });
    const spans = await spansOf(async () => bare.request("/fail/1234"));
    const [request] = servers(spans);
    expect(request!.name).toBe("GET /fail/:id");
    expect(request!.status.code).toBe(SpanStatusCode.ERROR);
    expect(request!.attributes["error.type"]).toBe("500");
    const [statement] = childrenOf(spans, request!);
    expect(statement!.attributes["db.statement"]).toBe("select * from no_such_table_for_traces");
    expect(statement!.status.code).toBe(SpanStatusCode.ERROR);
    expect(statement!.attributes["error.type"]).toBe("42P01");
    expect(JSON.stringify(statement!.events)).not.toContain("does not exist");
  });
});

describe("with tracing off", () => {
  it("starts none: no tracing, and no statement observed once the traced app above stopped", async () => {
    const env = readEnv({ AUTH_SECRET: "x".repeat(32), DATA_DIR: "/tmp/stint-traces-off" });
    expect(env.traces).toBeUndefined();
    expect(await startTracing(env)).toBeNull();
    expect(queriesObserved()).toBe(false);
  });

  it("is on with either endpoint variable, and OTEL_SDK_DISABLED turns it off", () => {
    const base = { AUTH_SECRET: "x".repeat(32), DATA_DIR: "/tmp/stint-traces-off" };
    expect(readEnv({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/" }).traces).toEqual({
      url: "http://collector:4318/v1/traces",
      serviceName: "stint-api",
    });
    expect(
      readEnv({ ...base, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://c:4318/t", OTEL_SERVICE_NAME: "s" }).traces,
    ).toEqual({ url: "http://c:4318/t", serviceName: "s" });
    expect(
      readEnv({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318", OTEL_SDK_DISABLED: "true" }).traces,
    ).toBeUndefined();
  });
});

describe("the OTLP exporter", () => {
  it("posts a request's spans to the collector the environment names", async () => {
    const received: { method: string; url: string; type: string; body: Buffer }[] = [];
    const collector = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({
          method: request.method ?? "",
          url: request.url ?? "",
          type: request.headers["content-type"] ?? "",
          body: Buffer.concat(chunks),
        });
        response.writeHead(200, { "content-type": "application/x-protobuf" }).end();
      });
    });
    collector.listen(0, "127.0.0.1");
    await once(collector, "listening");
    const { port } = collector.address() as AddressInfo;
    const env = readEnv({
      AUTH_SECRET: "x".repeat(32),
      DATA_DIR: "/tmp/stint-traces-otlp",
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    });
    const tracing = await startTracing(env);
    expect(tracing).not.toBeNull();
    const bare = new Hono<AppEnv>();
    bare.use(tracing!.middleware);
    bare.get("/ping/:id", (c) => c.text("pong"));
    try {
      expect((await bare.request("/ping/7")).status).toBe(200);
      await tracing!.forceFlush();
      expect(received).toHaveLength(1);
      const [post] = received;
      expect(post).toMatchObject({ method: "POST", url: "/v1/traces", type: "application/x-protobuf" });
      // Protobuf keeps strings as they are: the span's name and the service's are in the body.
      expect(post!.body.includes("GET /ping/:id")).toBe(true);
      expect(post!.body.includes("stint-api")).toBe(true);
    } finally {
      await tracing!.shutdown();
      collector.closeAllConnections();
      collector.close();
    }
  });
});
