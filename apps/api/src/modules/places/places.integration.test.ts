import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { GAZETTEER_ATTRIBUTION } from "./gazetteer-geocoder.ts";

// The route as mounted by the real application: public, under /api, in the OpenAPI document.
describe("/api/places in the application", () => {
  it("answers without a session and is documented", async ({ app }) => {
    const response = await app.app.request("/api/places?q=zur&limit=2");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const body = (await response.json()) as { items: { label: string }[]; attribution: string };
    expect(body.attribution).toBe(GAZETTEER_ATTRIBUTION);
    expect(body.items.map((item) => item.label)[0]).toBe("Zürich, Zurich, Switzerland");

    const doc = (await (await app.app.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(doc.paths).toHaveProperty("/places");
  });

  it("answers 400 in the standard error shape", async ({ app }) => {
    const response = await app.app.request("/api/places?q=");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "invalid-input", fields: { q: expect.any(String) } },
    });
  });
});
