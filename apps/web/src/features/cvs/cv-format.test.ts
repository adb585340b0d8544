import { describe, expect, it } from "vitest";
import { labelsOf } from "../../i18n/labels.ts";
import { testI18n } from "../../test/i18n-setup.ts";
import { cvFormatOf } from "./cv-format.ts";

const format = cvFormatOf(testI18n.getFixedT("en", "cvs"), labelsOf(testI18n.getFixedT("en", "common")));

describe("CV formats", () => {
  it("show an entry's period, ongoing ones up to the present", () => {
    expect(format.period("2022-09", "2025-06")).toBe("September 2022 – June 2025");
    expect(format.period("2024-01", null)).toBe("January 2024 – present");
  });

  it("say when a student is available, 'now' once the start has passed", () => {
    const today = "2026-11-22";
    expect(format.availability(null, null, today)).toBeNull();
    expect(format.availability("2026-01-01", null, today)).toBe("Available now");
    expect(format.availability("2027-03-01", "2027-08-31", today)).toBe("Available from 1 Mar 2027 until 31 Aug 2027");
    expect(format.availability(null, "2027-08-31", today)).toBe("Available now until 31 Aug 2027");
  });

  it("list job types by their labels, or nothing when any is fine", () => {
    expect(format.jobTypes(["internship", "working-student"])).toBe("Internship, Working student");
    expect(format.jobTypes([])).toBeNull();
  });
});
