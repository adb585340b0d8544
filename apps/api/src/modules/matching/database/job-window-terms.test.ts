import { JOB_TYPES } from "@stint/shared/jobs";
import { describe, expect, it } from "vitest";
import { jobSkillsCreditedBy } from "../skill-prefilter.ts";
import { MAX_WINDOW_TERMS, windowTerms } from "./job-window.ts";

describe("a CV's postings terms", () => {
  it("take any place as '*', every type when the CV wishes for none, and the none-required marker", () => {
    const terms = windowTerms({ cv: { desiredTypes: [], skillIds: ["zig"] }, areas: null })!;
    const keys = ["-", ...jobSkillsCreditedBy(["zig"]).map((id) => `s|${id}`)];
    expect(new Set(terms)).toEqual(new Set(keys.flatMap((key) => JOB_TYPES.map((type) => `${key}|${type}|*`))));
  });

  it("cut a box into the half-degree cells its edges touch, plus remote, for the wished types only", () => {
    // Munich, about 50 km: 47.65–48.55 N, 10.93–12.27 E.
    const box = { minLat: 47.65, maxLat: 48.55, minLon: 10.93, maxLon: 12.27 };
    const terms = windowTerms({ cv: { desiredTypes: ["internship"], skillIds: [] }, areas: [box] })!;
    const cells = terms.map((term) => term.split("|").at(-1));
    expect(new Set(cells)).toEqual(
      new Set(["r", ...[95, 96, 97].flatMap((lat) => [21, 22, 23, 24].map((lon) => `${lat},${lon}`))]),
    );
    expect(terms.every((term) => term.startsWith("-|internship|"))).toBe(true);
  });

  it("name a cell as the database does for a point exactly on a cell's edge and below zero", () => {
    const box = { minLat: -0.5, maxLat: -0.5, minLon: 2.0, maxLon: 2.0 };
    const terms = windowTerms({ cv: { desiredTypes: ["full-time"], skillIds: [] }, areas: [box] })!;
    // The slack (2e-4 degrees) reaches into the neighbouring cells; the point's own is -1,4.
    expect(terms).toContain("-|full-time|-1,4");
    expect(terms).toContain("-|full-time|-2,3");
  });

  it("give up on boxes too wide to cut (the window then walks the entries)", () => {
    const box = { minLat: 35, maxLat: 70, minLon: -10, maxLon: 40 };
    expect(windowTerms({ cv: { desiredTypes: [], skillIds: [] }, areas: [box] })).toBeNull();
    expect((70 - 35) * 2 * (40 + 10) * 2).toBeGreaterThan(MAX_WINDOW_TERMS);
  });
});
