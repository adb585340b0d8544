import { describe, expect, it } from "vitest";
import { availabilityLine, formatPeriod, jobTypesLine } from "./cv-format.ts";

describe("CV formats", () => {
  it("show an entry's period, ongoing ones up to the present", () => {
    expect(formatPeriod("2022-09", "2025-06")).toBe("Sep 2022 – Jun 2025");
    expect(formatPeriod("2024-01", null)).toBe("Jan 2024 – present");
  });

  it("say when a student is available, 'now' once the start has passed", () => {
    const today = "2026-11-22";
    expect(availabilityLine(null, null, today)).toBeNull();
    expect(availabilityLine("2026-01-01", null, today)).toBe("Available now");
    expect(availabilityLine("2027-03-01", "2027-08-31", today)).toBe("Available from 1 Mar 2027 until 31 Aug 2027");
    expect(availabilityLine(null, "2027-08-31", today)).toBe("Available now until 31 Aug 2027");
  });

  it("list job types by their labels, or nothing when any is fine", () => {
    expect(jobTypesLine(["internship", "working-student"])).toBe("Internship, Working student");
    expect(jobTypesLine([])).toBeNull();
  });
});
