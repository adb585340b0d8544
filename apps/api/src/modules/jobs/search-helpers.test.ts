import { describe, expect, it } from "vitest";
import { transpositions } from "./correct-typos.ts";
import { editDistance } from "./edit-distance.ts";
import { boundingBox, haversineKm } from "./geo.ts";
import { markdownExcerpt } from "./markdown-excerpt.ts";

describe("editDistance", () => {
  it.each([
    ["python", "python", 0],
    ["pyhton", "python", 1],
    ["devloper", "developer", 1],
    ["robotcs", "robotics", 1],
    ["accountnt", "accountant", 1],
    ["java", "javascript", 6],
    ["", "abc", 3],
  ])("%s → %s is %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe("transpositions", () => {
  it("swaps each pair of different neighbours once", () => {
    expect(transpositions("pyhton")).toContain("python");
    expect(transpositions("abc")).toEqual(["bac", "acb"]);
    expect(transpositions("aab")).toEqual(["aba"]);
    expect(transpositions("a")).toEqual([]);
  });
});

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

describe("markdownExcerpt", () => {
  it("drops markup and cuts at a word", () => {
    const markdown = "## About us\n\nWe build **robots** with [ROS](https://ros.org).\n\n- One\n- Two\n\n`code`";
    expect(markdownExcerpt(markdown)).toBe("We build robots with ROS. One Two code");
    expect(markdownExcerpt("word ".repeat(100), 30)).toBe("word word word word word word…");
  });
});
