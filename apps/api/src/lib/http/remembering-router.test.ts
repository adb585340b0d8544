import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { RememberingRouter } from "./remembering-router.ts";

/** The same routes on Hono's default router and on ours: fixed paths, patterns and parameters side by side. */
function routes(app: Hono) {
  app.use("/jobs/*", async (c, next) => {
    await next();
    c.header("x-seen", "jobs");
  });
  app.get("/jobs/count", (c) => c.text("count"));
  app.get("/jobs/:id{[0-9a-f-]+}", (c) => c.text(`job ${c.req.param("id")}`));
  app.get("/jobs/:jobId/applicants", (c) => c.text(`applicants of ${c.req.param("jobId")}`));
  app.post("/jobs/:id", (c) => c.text(`posted ${c.req.param("id")}`));
  app.get("/places/:name", (c) => c.text(`place ${c.req.param("name")}`));
  return app;
}

describe("RememberingRouter", () => {
  it("answers as Hono's own router does, again and again, with each request's own parameters", async () => {
    const remembering = routes(new Hono({ router: new RememberingRouter() }));
    const plain = routes(new Hono());
    const requests: [string, string][] = [
      ["GET", "/jobs/0a1b"],
      ["GET", "/jobs/ff00"],
      ["GET", "/jobs/0a1b"],
      ["GET", "/jobs/count"],
      ["GET", "/jobs/0a1b/applicants"],
      ["GET", "/jobs/ff00/applicants"],
      ["POST", "/jobs/0a1b"],
      ["GET", "/jobs/not-hex!"],
      ["HEAD", "/jobs/0a1b"],
      ["GET", "/places/Z%C3%BCrich"],
      ["GET", "/places/Bern"],
      ["GET", "/nowhere"],
      ["GET", "/jobs/0a1b"],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [method, path] of requests) {
        const [ours, theirs] = await Promise.all([remembering, plain].map((app) => app.request(path, { method })));
        const answer = async (response: Response) => [
          response.status,
          response.headers.get("x-seen"),
          await response.text(),
        ];
        expect(await answer(ours!), `${method} ${path}`).toEqual(await answer(theirs!));
      }
    }
    expect(await (await remembering.request("/jobs/ff00/applicants")).text()).toBe("applicants of ff00");
    expect(await (await remembering.request("/places/Z%C3%BCrich")).text()).toBe("place Zürich");
  });
});
