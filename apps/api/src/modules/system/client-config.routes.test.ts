import { afterAll, beforeAll, describe, expect } from "vitest";
import { EnvError, mapTileOrigins, readEnv } from "../../env.ts";
import { it } from "../../test/api-test.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const TILE_URL = "https://tile.example.org/{z}/{x}/{y}.png";

function imgSrc(csp: string | null) {
  return csp
    ?.split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("img-src"));
}

describe("without a tile server", () => {
  it("tells the browser to draw the offline map", async ({ app }) => {
    const response = await app.client().get("/api/config");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ map: { tileUrl: null, attribution: null }, signInProviders: [] });
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("allows no foreign image origin", async ({ app }) => {
    const { headers } = await app.client().get("/api/config");
    expect(imgSrc(headers.get("content-security-policy"))).toBe("img-src 'self' data: blob:");
  });

  it("is in the OpenAPI document", async ({ app }) => {
    const { json } = await app.client().get("/api/openapi.json");
    expect(json.paths["/config"].get.responses["200"].content["application/json"].schema).toBeDefined();
  });
});

// A second app, with a tile server, for the tests of this block only (the file's app has none).
describe("with MAP_TILE_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAP_TILE_URL: TILE_URL });
  });
  afterAll(async () => {
    await t.close();
  });

  it("hands the template and the default credit to the browser", async () => {
    const response = await t.client().get("/api/config");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      map: { tileUrl: TILE_URL, attribution: "© OpenStreetMap contributors" },
      signInProviders: [],
    });
  });

  it("allows images from the tile server's origin, and nothing else from it", async () => {
    const { headers } = await t.client().get("/api/health");
    const csp = headers.get("content-security-policy")!;
    expect(imgSrc(csp)).toBe("img-src 'self' data: blob: https://tile.example.org");
    expect(csp.split("tile.example.org")).toHaveLength(2);
  });
});

describe("MAP_* configuration", () => {
  const base = { DATA_DIR: "/tmp/stint-env-test", AUTH_SECRET: "x".repeat(32) };

  it("keeps a configured attribution", () => {
    const env = readEnv({ ...base, MAP_TILE_URL: TILE_URL, MAP_TILE_ATTRIBUTION: "© Example Maps" });
    expect(env.mapTileAttribution).toBe("© Example Maps");
  });

  it("ignores an attribution without a tile server", () => {
    const env = readEnv({ ...base, MAP_TILE_ATTRIBUTION: "© Example Maps" });
    expect(env.mapTileUrl).toBeUndefined();
    expect(env.mapTileAttribution).toBeUndefined();
    expect(env.mapTileOrigins).toEqual([]);
  });

  it.each([
    "tile.example.org/{z}/{x}/{y}.png",
    "https://tile.example.org/{z}/{x}.png",
    "ftp://tile.example.org/{z}/{x}/{y}.png",
    "javascript:alert(1)//{z}/{x}/{y}",
    "https://tile.example.org/{z}/{x}/{y}.png?key={apikey}",
  ])("refuses %s, naming the variable", (url) => {
    expect(() => readEnv({ ...base, MAP_TILE_URL: url })).toThrow(EnvError);
    expect(() => readEnv({ ...base, MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL/);
  });

  it("lists a bad tile URL beside other bad variables", () => {
    expect(() => readEnv({ ...base, MAP_TILE_URL: "nope", PORT: "-1" })).toThrow(
      /PORT[\s\S]*MAP_TILE_URL|MAP_TILE_URL[\s\S]*PORT/,
    );
  });

  it("names every subdomain a {s} template may use", () => {
    expect(mapTileOrigins("https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png")).toEqual([
      "https://a.tiles.example.org",
      "https://b.tiles.example.org",
      "https://c.tiles.example.org",
    ]);
    expect(mapTileOrigins("http://localhost:8080/tiles/{z}/{x}/{y}.png")).toEqual(["http://localhost:8080"]);
  });
});
