import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openLiveStream } from "../../test/live-stream.ts";
import { createTestApp, GOOD_PASSWORD, newStudent } from "../../test/test-app.ts";
import { createTestLogger } from "../../test/test-logger.ts";

type Line = Record<string, unknown>;

/** The app served over a socket (the bytes come from it) with a logger whose lines the test reads. */
async function loggedApp(env: Record<string, string> = {}) {
  const { logger, lines } = createTestLogger();
  const app = await createTestApp(env, { logger, overHttp: true });
  return { app, lines };
}

/** The access log's line of the request with this id, once the answer's close has written it. */
async function lineOf(lines: Line[], requestId: string | null): Promise<Line> {
  for (let tries = 0; tries < 100; tries++) {
    const line = lines.find((each) => each.msg === "request" && each.requestId === requestId);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no access log line for ${requestId}`);
}

const FIELDS = ["level", "time", "pid", "hostname", "method", "route", "status", "ms", "bytes", "requestId", "msg"];

describe("the access log", () => {
  it("writes one info line per request: method, route pattern, status, ms, body bytes, request id, user id", async () => {
    const { app, lines } = await loggedApp();
    try {
      const { client, id } = await newStudent(app);
      const me = await client.get("/api/me");
      expect(me.status).toBe(200);
      const line = await lineOf(lines, me.headers.get("x-request-id"));
      expect(line).toMatchObject({ level: 30, method: "GET", route: "/api/me", status: 200, userId: id });
      expect(line.bytes).toBe(me.bytes.byteLength);
      expect(typeof line.ms).toBe("number");
      expect(Object.keys(line).sort()).toEqual([...FIELDS, "userId"].sort());
      expect(lines.filter((each) => each.requestId === line.requestId && each.msg === "request")).toHaveLength(1);

      // The pattern, never the path: the id in it is not logged.
      const missing = randomUUID();
      const job = await client.get(`/api/jobs/${missing}`);
      expect(job.status).toBe(404);
      const jobLine = await lineOf(lines, job.headers.get("x-request-id"));
      expect(jobLine).toMatchObject({ route: "/api/jobs/:id", status: 404, userId: id });
      expect(JSON.stringify(jobLine)).not.toContain(missing);
    } finally {
      await app.close();
    }
  });

  it("logs a path no route matches with route null, and an error with its status", async () => {
    const { app, lines } = await loggedApp();
    try {
      const nothing = await app.client().get("/api/nothing-here/4711");
      expect(nothing.status).toBe(404);
      const line = await lineOf(lines, nothing.headers.get("x-request-id"));
      expect(line).toMatchObject({ method: "GET", route: null, status: 404 });
      expect(line).not.toHaveProperty("userId");
      expect(JSON.stringify(line)).not.toContain("4711");

      const bad = await app.client().post("/api/sign-up/student", { email: "not an address" });
      expect(bad.status).toBe(400);
      expect(await lineOf(lines, bad.headers.get("x-request-id"))).toMatchObject({
        method: "POST",
        route: "/api/sign-up/student",
        status: 400,
      });
    } finally {
      await app.close();
    }
  });

  it("never logs a query value, a token in the path, a password or a cookie", async () => {
    const { app, lines } = await loggedApp();
    try {
      const { client, email } = await newStudent(app);
      const token = `tok-${randomUUID()}`;
      const word = `private-${randomUUID().slice(0, 8)}`;
      const places = await client.get(`/api/places?q=${word}&token=${token}`);
      const feed = await client.get(`/api/calendar/${token}.ics`);
      const signIn = await app.client().post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
      expect(signIn.status).toBe(200);
      const ids = [places, feed, signIn].map((answer) => answer.headers.get("x-request-id"));
      const logged = JSON.stringify(await Promise.all(ids.map((each) => lineOf(lines, each))));
      expect(logged).toContain("/api/places");
      expect(logged).toContain("/api/calendar/:file");
      const session = client.cookieHeader.split(";")[0]!.split("=")[1]!;
      for (const secret of [token, word, GOOD_PASSWORD, session, "cookie", "authorization"]) {
        expect(JSON.stringify(lines)).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });

  it("counts a compressed answer's bytes as sent, and a live stream's once it ends", async () => {
    const { app, lines } = await loggedApp();
    try {
      const { client, id } = await newStudent(app);
      const docs = await client.get("/api/openapi.json", { headers: { "accept-encoding": "br" } });
      expect(docs.headers.get("content-encoding")).toBe("br");
      const docsLine = await lineOf(lines, docs.headers.get("x-request-id"));
      // fetch decodes the body: what went out is the compressed size, far smaller.
      expect(docsLine.bytes).toBeGreaterThan(0);
      expect(docsLine.bytes).toBeLessThan(docs.bytes.byteLength / 3);

      const stream = await openLiveStream((path, init) => fetch(new URL(path, app.origin!), init), {
        cookie: client.cookieHeader,
      });
      expect(stream.status).toBe(200);
      await stream.opened();
      const before = lines.filter((line) => line.route === "/api/live").length;
      expect(before).toBe(0);
      await stream.close();
      const live = await waitFor(() => lines.find((line) => line.route === "/api/live"));
      expect(live).toMatchObject({ method: "GET", status: 200, userId: id });
      expect(live.bytes).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});

async function waitFor<T>(find: () => T | undefined): Promise<T> {
  for (let tries = 0; tries < 200; tries++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("never came");
}
