import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { layer, type Step, under } from "./layer.ts";

// A layer must behave as its steps did as separate middlewares: in order, an answer or an error stops the steps
// after it, and the steps before it still see the response.

function app(steps: Step[]) {
  const seen: string[] = [];
  const noted = (name: string, step: Step = {}): Step => ({
    before: (c) => (seen.push(`${name} before`), step.before?.(c)),
    after: (c) => (seen.push(`${name} after ${c.res.status}`), step.after?.(c)),
  });
  const hono = new Hono();
  hono.use(
    layer(
      steps.map((step, index) => noted(String(index + 1), step)),
      (error, c) => c.text(error.message, 418),
    ),
  );
  hono.get("/", (c) => (seen.push("route"), c.text("ok")));
  return { request: () => hono.request("/"), seen };
}

describe("layer", () => {
  it("runs the befores in order, the route, then the afters the last first", async () => {
    const { request, seen } = app([{}, {}]);
    expect((await request()).status).toBe(200);
    expect(seen).toEqual(["1 before", "2 before", "route", "2 after 200", "1 after 200"]);
  });

  it("waits for a before that returns a promise", async () => {
    const { request, seen } = app([{ before: () => new Promise<void>((resolve) => setTimeout(resolve, 5)) }, {}]);
    expect((await request()).status).toBe(200);
    expect(seen).toEqual(["1 before", "2 before", "route", "2 after 200", "1 after 200"]);
  });

  it.each([
    ["at once", () => new Response("no", { status: 403 })],
    ["after waiting", () => Promise.resolve(new Response("no", { status: 403 }))],
  ])("answers with a before's response (%s): later steps and the route do not run", async (_way, answer) => {
    const { request, seen } = app([{}, { before: answer }, {}]);
    const response = await request();
    expect([response.status, await response.text()]).toEqual([403, "no"]);
    expect(seen).toEqual(["1 before", "2 before", "1 after 403"]);
  });

  it.each([
    [
      "at once",
      () => {
        throw new Error("refused");
      },
    ],
    ["after waiting", () => Promise.reject(new Error("refused"))],
  ])("answers an error of a before (%s) with onError, seen by the steps before it", async (_way, fail) => {
    const { request, seen } = app([{}, { before: fail }, {}]);
    const response = await request();
    expect([response.status, await response.text()]).toEqual([418, "refused"]);
    expect(seen).toEqual(["1 before", "2 before", "1 after 418"]);
  });

  it("answers an error of an after with onError, and the steps before it see that answer", async () => {
    const { request, seen } = app([
      {},
      {
        after: () => {
          throw new Error("broken");
        },
      },
    ]);
    expect((await request()).status).toBe(418);
    expect(seen).toEqual(["1 before", "2 before", "route", "2 after 200", "1 after 418"]);
  });

  it("waits for an after that returns a promise before the steps before it", async () => {
    const { request, seen } = app([
      {},
      {
        after: (c) =>
          new Promise<void>((resolve) =>
            setTimeout(() => ((c.res = new Response(null, { status: 202 })), resolve()), 5),
          ),
      },
    ]);
    expect((await request()).status).toBe(202);
    expect(seen).toEqual(["1 before", "2 before", "route", "2 after 200", "1 after 202"]);
  });
});

describe("under", () => {
  it("runs its steps for the prefix and the paths below it only, as a mounted sub-app's middlewares", async () => {
    const seen: string[] = [];
    const step = (name: string): Step => ({
      before: (c) => void seen.push(`${name} before ${c.req.path}`),
      after: (c) => void seen.push(`${name} after ${c.req.path}`),
    });
    const hono = new Hono();
    hono.use(layer([step("app"), ...under("/api", [step("api")])], (error) => Promise.reject(error)));
    hono.get("*", (c) => c.text("ok"));
    for (const path of ["/api", "/api/health", "/apix", "/", "/x/api/y"]) await hono.request(path);
    expect(seen).toEqual([
      "app before /api",
      "api before /api",
      "api after /api",
      "app after /api",
      "app before /api/health",
      "api before /api/health",
      "api after /api/health",
      "app after /api/health",
      "app before /apix",
      "app after /apix",
      "app before /",
      "app after /",
      "app before /x/api/y",
      "app after /x/api/y",
    ]);
  });
});
