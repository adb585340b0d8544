import { describe, expect, it } from "vitest";
import { boundingBox, haversineKm } from "./geo.ts";

describe("geo", () => {
  const zurich = { lat: 47.36667, lon: 8.55 };
  const geneva = { lat: 46.20222, lon: 6.14569 };

  it("measures great-circle distances", () => {
    expect(haversineKm(zurich, zurich)).toBe(0);
    expect(haversineKm(zurich, geneva)).toBeCloseTo(224, -1);
    expect(haversineKm({ lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 })).toBeCloseTo(111, 0);
  });

  it("boxes every point within the radius", () => {
    const box = boundingBox(zurich, 50);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point 49.9 km away in each direction must lie inside the box.
      const rad = (bearing * Math.PI) / 180;
      const point = {
        lat: zurich.lat + (49.9 / 111.32) * Math.cos(rad),
        lon: zurich.lon + (49.9 / (111.32 * Math.cos((zurich.lat * Math.PI) / 180))) * Math.sin(rad),
      };
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lon).toBeGreaterThanOrEqual(box.minLon);
      expect(point.lon).toBeLessThanOrEqual(box.maxLon);
    }
  });

  it("opens the longitudes near the antimeridian and the poles", () => {
    expect(boundingBox({ lat: 0, lon: 179.9 }, 50)).toMatchObject({ minLon: -180, maxLon: 180 });
    expect(boundingBox({ lat: 89.9, lon: 0 }, 50)).toMatchObject({ minLon: -180, maxLon: 180, maxLat: 90 });
  });
});
