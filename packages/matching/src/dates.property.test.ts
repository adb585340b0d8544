import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonths, isoDate } from "./dates.ts";

const DAY_MS = 86_400_000;

/** What addMonths answered through Date objects before: the reference it must keep agreeing with. */
function addMonthsByDate(day: number, months: number): number {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) / DAY_MS;
}

// 1600-01-01 .. 2400-12-31: leap centuries on both sides, and every month end.
const days = fc.integer({ min: -135_140, max: 157_071 });

describe("addMonths", () => {
  it("agrees with the calendar of Date for any day and any number of months", () => {
    fc.assert(
      fc.property(days, fc.integer({ min: -1200, max: 1200 }), (day, months) => {
        expect(addMonths(day, months)).toBe(addMonthsByDate(day, months));
      }),
      { numRuns: 20_000 },
    );
  });

  it("clamps to the last day of a shorter month, leap years included", () => {
    const day = (iso: string) => Date.parse(iso) / DAY_MS;
    expect(isoDate(addMonths(day("2027-01-31"), 1))).toBe("2027-02-28");
    expect(isoDate(addMonths(day("2028-01-31"), 1))).toBe("2028-02-29");
    expect(isoDate(addMonths(day("2100-01-31"), 1))).toBe("2100-02-28");
    expect(isoDate(addMonths(day("2000-03-31"), -1))).toBe("2000-02-29");
    expect(isoDate(addMonths(day("2026-11-27"), 14))).toBe("2028-01-27");
  });
});

describe("isoDate", () => {
  it("writes the day as Date does, also when asked again", () => {
    fc.assert(
      fc.property(days, (day) => {
        const expected = new Date(day * DAY_MS).toISOString().slice(0, 10);
        expect(isoDate(day)).toBe(expected);
        expect(isoDate(day)).toBe(expected);
      }),
    );
  });
});
