import { OpenAPIHono } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { useDownService } from "../../test/down-service.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { handleError } from "../../lib/http/error-handler.ts";
import { createGeocoder } from "./create-geocoder.ts";
import { GAZETTEER_ATTRIBUTION } from "./gazetteer-geocoder.ts";
import type { Geocoder } from "./geocoder.ts";
import { placesRoutes, placesResponseSchema } from "./places.routes.ts";

function appWith(geocoder: Geocoder) {
  const api = new OpenAPIHono<AppEnv>();
  api.route("/", placesRoutes({ geocoder }));
  api.doc31("/openapi.json", { openapi: "3.1.0", info: { title: "test", version: "1" } });
  const app = new OpenAPIHono<AppEnv>();
  app.onError(handleError);
  app.route("/api", api);
  return app;
}

const app = appWith(createGeocoder({}));

type ErrorBody = { error: { code: string; message: string; fields: Record<string, string> } };
type OpenApiDoc = { paths: Record<string, { get: { parameters: { name: string }[]; responses: object } }> };
const places = async (response: Response) => placesResponseSchema.parse(await response.json());

describe("GET /api/places", () => {
  it("suggests places with the attribution and lets caches keep them for a day", async () => {
    const response = await app.request("/api/places?q=zur&limit=3");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const body = await places(response);
    expect(body.attribution).toBe(GAZETTEER_ATTRIBUTION);
    expect(body.items).toHaveLength(3);
    expect(body.items[0]).toMatchObject({ label: "Zürich, Zurich, Switzerland", countryCode: "CH" });
  });

  it("returns 8 suggestions by default and an empty list when nothing matches", async () => {
    const many = await places(await app.request("/api/places?q=san"));
    expect(many.items).toHaveLength(8);
    const none = await app.request(`/api/places?q=${encodeURIComponent("qqq xyz")}`);
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ items: [], attribution: GAZETTEER_ATTRIBUTION });
  });

  it("decodes accents and commas in the query", async () => {
    const response = await app.request(`/api/places?q=${encodeURIComponent("São Paulo, Brazil")}&limit=1`);
    expect((await places(response)).items[0]?.city).toBe("São Paulo");
  });

  it.each([
    ["no q", "/api/places", "q"],
    ["an empty q", "/api/places?q=", "q"],
    ["a blank q", "/api/places?q=%20%20", "q"],
    ["a q over 100 characters", `/api/places?q=${"a".repeat(101)}`, "q"],
    ["limit 0", "/api/places?q=zur&limit=0", "limit"],
    ["limit 21", "/api/places?q=zur&limit=21", "limit"],
    ["a fractional limit", "/api/places?q=zur&limit=1.5", "limit"],
    ["a non-numeric limit", "/api/places?q=zur&limit=ten", "limit"],
  ])("answers 400 with a field error for %s", async (_case, path, field) => {
    const response = await app.request(path);
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBeNull();
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("invalid-input");
    expect(Object.keys(body.error.fields)).toEqual([field]);
  });

  it("is in the OpenAPI document with its query parameters", async () => {
    const doc = (await (await app.request("/api/openapi.json")).json()) as OpenApiDoc;
    const operation = doc.paths["/places"]?.get;
    expect(operation?.parameters.map((parameter) => parameter.name).sort()).toEqual(["limit", "q"]);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(["200", "400", "503"]);
  });
});

describe("GET /api/places with a hosted geocoder", () => {
  // The remote service is down: it answers every request with 502.
  const url = useDownService();

  it("answers 503 with the standard error body, not cached, when the service fails", async () => {
    const response = await appWith(createGeocoder({ geocoderUrl: url() })).request("/api/places?q=zur");
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBeNull();
    expect(await response.json()).toEqual({
      error: {
        code: "geocoder-unavailable",
        message: "Place suggestions are unavailable right now. Please try again.",
      },
    });
  });
});
