import { OpenAPIHono } from "@hono/zod-openapi";
import { SKILLS } from "@stint/shared/skills/skill-list";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { handleError } from "../../lib/http/error-handler.ts";
import { skillsResponseSchema, skillsRoutes } from "./skills.routes.ts";

function createApp() {
  const api = new OpenAPIHono<AppEnv>();
  api.route("/", skillsRoutes());
  api.doc31("/openapi.json", { openapi: "3.1.0", info: { title: "test", version: "1" } });
  const app = new OpenAPIHono<AppEnv>();
  app.onError(handleError);
  app.route("/api", api);
  return app;
}

const app = createApp();

type ErrorBody = { error: { code: string; message: string; fields: Record<string, string> } };
type OpenApiDoc = { paths: Record<string, { get: { parameters: { name: string }[]; responses: object } }> };
const skillIds = async (response: Response) =>
  skillsResponseSchema.parse(await response.json()).items.map((skill) => skill.id);

describe("GET /api/skills", () => {
  it("returns the whole vocabulary without q, cacheable for a day", async () => {
    const response = await app.request("/api/skills");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const body = skillsResponseSchema.parse(await response.json());
    expect(body.items).toEqual(SKILLS);
    expect(body.items.length).toBeGreaterThanOrEqual(400);
  });

  it("ignores limit without q", async () => {
    expect(await skillIds(await app.request("/api/skills?limit=2"))).toHaveLength(SKILLS.length);
  });

  it("suggests skills for q, best first, 10 by default", async () => {
    const response = await app.request("/api/skills?q=py");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect((await skillIds(response))[0]).toBe("python");
    expect(await skillIds(await app.request("/api/skills?q=a"))).toHaveLength(10);
  });

  it.each([
    ["k8", "kubernetes"],
    ["rea", "react"],
    ["JS", "javascript"],
    ["c#", "csharp"],
    ["  postgres ", "postgresql"],
  ])("puts the right skill first for q=%j", async (q, id) => {
    expect((await skillIds(await app.request(`/api/skills?q=${encodeURIComponent(q)}&limit=3`)))[0]).toBe(id);
  });

  it("honours limit and answers an empty list when nothing matches", async () => {
    expect(await skillIds(await app.request("/api/skills?q=a&limit=50"))).toHaveLength(50);
    expect(await skillIds(await app.request("/api/skills?q=a&limit=1"))).toHaveLength(1);
    const none = await app.request("/api/skills?q=qqqzzz");
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ items: [] });
  });

  it.each([
    ["an empty q", "/api/skills?q=", "q"],
    ["a blank q", "/api/skills?q=%20%20", "q"],
    ["a q over 100 characters", `/api/skills?q=${"a".repeat(101)}`, "q"],
    ["limit 0", "/api/skills?q=py&limit=0", "limit"],
    ["limit 51", "/api/skills?q=py&limit=51", "limit"],
    ["a fractional limit", "/api/skills?q=py&limit=1.5", "limit"],
    ["a non-numeric limit", "/api/skills?q=py&limit=ten", "limit"],
    ["a bad limit without q", "/api/skills?limit=-1", "limit"],
  ])("answers 400 with a field error for %s", async (_case, path, field) => {
    const response = await app.request(path);
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBeNull();
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("invalid-input");
    expect(Object.keys(body.error.fields)).toEqual([field]);
  });

  it("accepts a q of exactly 100 characters", async () => {
    expect((await app.request(`/api/skills?q=${"a".repeat(100)}`)).status).toBe(200);
  });

  it("is in the OpenAPI document with its query parameters", async () => {
    const doc = (await (await app.request("/api/openapi.json")).json()) as OpenApiDoc;
    const operation = doc.paths["/skills"]?.get;
    expect(operation?.parameters.map((parameter) => parameter.name).sort()).toEqual(["limit", "q"]);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(["200", "400"]);
  });
});
