import { describe, expect, it } from "vitest";
import { jobSearchWire } from "./job-search.ts";

describe("jobSearchWire", () => {
  it("writes lists comma-separated and a place as lat,lon, in the document's order", () => {
    const wire = jobSearchWire({
      q: "data",
      type: ["internship", "part-time"],
      workMode: [],
      near: { lat: 47.37, lon: 8.54 },
      radiusKm: 25,
      skills: ["python"],
      minPay: 36000,
      currency: "CHF",
      startFrom: "2027-01-01",
      companyId: "c-1",
      sort: "distance",
      page: 2,
      pageSize: 20,
    });
    expect(Object.entries(wire).filter(([, value]) => value !== undefined)).toEqual([
      ["q", "data"],
      ["type", "internship,part-time"],
      ["near", "47.37,8.54"],
      ["radiusKm", 25],
      ["skills", "python"],
      ["minPay", 36000],
      ["currency", "CHF"],
      ["startFrom", "2027-01-01"],
      ["companyId", "c-1"],
      ["sort", "distance"],
      ["page", 2],
      ["pageSize", 20],
    ]);
  });

  it("sends a radius only with a place, a currency only with an amount, statuses only with mine", () => {
    const wire = jobSearchWire({ radiusKm: 25, currency: "CHF", status: ["draft"] });
    expect([wire.radiusKm, wire.currency, wire.status, wire.mine]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(jobSearchWire({ mine: true, status: ["draft", "closed"] })).toMatchObject({
      mine: true,
      status: "draft,closed",
    });
  });
});
