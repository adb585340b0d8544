import { OpenAPIHono } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { useDownService } from "../../test/down-service.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { handleError } from "../../lib/http/error-handler.ts";
import { createGeocoder } from "./create-geocoder.ts";
import { GAZETTEER_ATTRIBUTION } from "./gazetteer-geocoder.ts";
import type { Geocoder } from "./geocoder.ts";
import { placesAroundResponseSchema, placesRoutes } from "./places.routes.ts";

function appWith(geocoder: Geocoder) {
  const api = new OpenAPIHono<AppEnv>();
  api.route("/", placesRoutes({ geocoder }));
  const app = new OpenAPIHono<AppEnv>();
  app.onError(handleError);
  app.route("/api", api);
  return app;
}

// About 60 × 45 km round Zürich: what a company page's map shows when it opens.
const ZURICH_BOX = "south=47.15&west=8.15&north=47.6&east=8.95";
const around = async (response: Response) => placesAroundResponseSchema.parse(await response.json());

describe("GET /api/places/around", () => {
  const app = appWith(createGeocoder({}));

  it("names the largest towns inside the box, largest first, with the attribution, cached for a day", async () => {
    const response = await app.request(`/api/places/around?${ZURICH_BOX}&limit=5`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const body = await around(response);
    expect(body.attribution).toBe(GAZETTEER_ATTRIBUTION);
    expect(body.items.map((place) => place.name).slice(0, 2)).toEqual(["Zürich", "Winterthur"]);
    expect(body.items).toHaveLength(5);
    for (const place of body.items) {
      expect(place.lat).toBeGreaterThanOrEqual(47.15);
      expect(place.lat).toBeLessThanOrEqual(47.6);
      expect(place.lon).toBeGreaterThanOrEqual(8.15);
      expect(place.lon).toBeLessThanOrEqual(8.95);
    }
  });

  it("answers an empty list over open sea", async () => {
    const body = await around(await app.request("/api/places/around?south=-40&west=-140&north=-39&east=-139"));
    expect(body.items).toEqual([]);
  });

  it.each([
    ["a box upside down", "south=47.6&west=8.15&north=47.15&east=8.95", "north"],
    ["a box across the antimeridian", "south=0&west=179&north=1&east=-179", "east"],
    ["a latitude past the pole", "south=47&west=8&north=91&east=9", "north"],
    ["a missing side", "south=47&west=8&north=48", "east"],
    ["limit 51", `${ZURICH_BOX}&limit=51`, "limit"],
  ])("answers 400 with a field error for %s", async (_case, query, field) => {
    const response = await app.request(`/api/places/around?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("invalid-input");
    expect(Object.keys(body.error.fields)).toContain(field);
  });
});

describe("GET /api/places/around with a hosted geocoder", () => {
  // The remote service is down: it answers every request with 502.
  const url = useDownService();

  it("still answers from the shipped gazetteer", async () => {
    const response = await appWith(createGeocoder({ geocoderUrl: url() })).request(`/api/places/around?${ZURICH_BOX}`);
    expect(response.status).toBe(200);
    expect((await around(response)).items[0]?.name).toBe("Zürich");
  });
});
