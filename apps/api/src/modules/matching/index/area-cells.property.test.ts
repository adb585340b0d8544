import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cellOf, cellsReaching, MAX_EXTENT_DEGREES } from "./area-cells.ts";

const lat = fc.double({ min: -90, max: 90, noNaN: true });
const lon = fc.double({ min: -180, max: 180, noNaN: true });
const size = fc.double({ min: 0, max: MAX_EXTENT_DEGREES, noNaN: true });
const box = fc
  .tuple(lat, lon, size, size)
  .map(([minLat, minLon, height, width]) => ({ minLat, maxLat: minLat + height, minLon, maxLon: minLon + width }));
const overlap = (a: typeof box extends fc.Arbitrary<infer B> ? B : never, b: typeof a) =>
  a.minLat <= b.maxLat && b.minLat <= a.maxLat && a.minLon <= b.maxLon && b.minLon <= a.maxLon;

describe("area cells", () => {
  it("a query visits the cell of every filed area that overlaps one of its boxes", () => {
    fc.assert(
      fc.property(box, box, (area, query) => {
        fc.pre(overlap(area, query));
        const cell = cellOf(area.minLat, area.maxLat, area.minLon, area.maxLon);
        const extent = { lat: area.maxLat - area.minLat, lon: area.maxLon - area.minLon };
        const cells = cellsReaching([query], extent);
        expect(cell).not.toBeNull();
        if (cells !== null) expect(cells).toContain(cell);
      }),
      { numRuns: 5000 },
    );
  });

  it("also when the query's box is a point on the area's edge", () => {
    fc.assert(
      fc.property(box, fc.boolean(), fc.boolean(), (area, north, east) => {
        const point = { lat: north ? area.maxLat : area.minLat, lon: east ? area.maxLon : area.minLon };
        const query = { minLat: point.lat, maxLat: point.lat, minLon: point.lon, maxLon: point.lon };
        const extent = { lat: area.maxLat - area.minLat, lon: area.maxLon - area.minLon };
        expect(cellsReaching([query], extent)).toContain(cellOf(area.minLat, area.maxLat, area.minLon, area.maxLon));
      }),
      { numRuns: 5000 },
    );
  });

  it("files no cell for an area too large or missing, and gives up on a query too wide to visit", () => {
    expect(cellOf(40, 40 + MAX_EXTENT_DEGREES + 1, 0, 1)).toBeNull();
    expect(cellOf(Number.NaN, Number.NaN, Number.NaN, Number.NaN)).toBeNull();
    expect(cellsReaching([{ minLat: 60, maxLat: 70, minLon: -180, maxLon: 180 }], { lat: 0, lon: 0 })).toBeNull();
    expect(cellsReaching([], { lat: 1, lon: 1 })).toEqual([]);
  });
});
