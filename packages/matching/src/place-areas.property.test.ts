import { haversineKm } from "@stint/shared/geo";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { placeCredit } from "./parts.ts";
import { areasOverlap, cvPlaceArea, cvPlaceAreas, jobPlacePoint, pointArea } from "./place-areas.ts";
import { prepareCv, prepareJob } from "./prepare.ts";
import { pairArbitrary, TODAY } from "./test/arbitraries.ts";

/** A pair whose job is moved to a point around the CV's first place, often just inside or outside its radius. */
const nearPairArbitrary = pairArbitrary.chain(({ cv, job }) =>
  fc
    .record({
      bearing: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
      share: fc.oneof(fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0.97, max: 1.03, noNaN: true })),
    })
    .map(({ bearing, share }) => {
      const centre = cv.preferredPlaces[0];
      if (!centre || !job.location) return { cv, job };
      const km = Math.max(cv.radiusKm, 1) * share;
      const lat = centre.lat + (km / 111.2) * Math.cos(bearing);
      const lon = centre.lon + (km / (111.2 * Math.cos((centre.lat * Math.PI) / 180))) * Math.sin(bearing);
      return { cv, job: { ...job, location: { ...job.location, lat, lon } } };
    }),
);

describe("place areas", () => {
  it("never leave out a pair the engine keeps for its place, and leave out only pairs it excludes", () => {
    let outside = 0;
    fc.assert(
      fc.property(nearPairArbitrary, ({ cv, job }) => {
        const preparedCv = prepareCv(cv, { today: TODAY });
        const preparedJob = prepareJob(job);
        const point = jobPlacePoint(preparedJob);
        const areas = cvPlaceAreas(preparedCv);
        const area = cvPlaceArea(preparedCv);
        const inAreas = point === null || areas === null || areas.some((box) => areasOverlap(box, pointArea(point)));
        const inArea = point === null || area === null || areasOverlap(area, pointArea(point));
        const kept = placeCredit(preparedCv, preparedJob) > 0;
        if (kept) {
          expect(inAreas).toBe(true);
          expect(inArea).toBe(true);
        }
        if (!inAreas) outside += 1;
        // The one box holds every box.
        if (inAreas) expect(inArea).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // The generator reaches both sides of the boundary (the property is not vacuous).
    expect(outside).toBeGreaterThan(20);
  });

  it("put a job just beyond the radius outside and one just within it inside", () => {
    const [pair] = fc.sample(pairArbitrary, { numRuns: 1, seed: 7 });
    const cv = prepareCv(
      {
        ...pair!.cv,
        preferredPlaces: [{ city: "Berlin", label: "Berlin", lat: 52.52, lon: 13.405 }],
        radiusKm: 50,
        willingToRelocate: false,
      },
      { today: TODAY },
    );
    const [box] = cvPlaceAreas(cv)!;
    const north = (km: number) => ({ lat: 52.52 + km / 111.2, lon: 13.405 });
    expect(haversineKm(north(49.9), { lat: 52.52, lon: 13.405 })).toBeLessThan(50);
    expect(areasOverlap(box!, pointArea(north(49.9)))).toBe(true);
    expect(areasOverlap(box!, pointArea(north(60)))).toBe(false);
  });

  it("are absent for a CV open to any place and for a remote job", () => {
    const [pair] = fc.sample(pairArbitrary, { numRuns: 1, seed: 3 });
    expect(cvPlaceAreas(prepareCv({ ...pair!.cv, willingToRelocate: true }, { today: TODAY }))).toBeNull();
    expect(cvPlaceAreas(prepareCv({ ...pair!.cv, preferredPlaces: [] }, { today: TODAY }))).toBeNull();
    expect(jobPlacePoint(prepareJob({ ...pair!.job, workMode: "remote" }))).toBeNull();
  });
});
