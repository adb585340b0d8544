import { describe, expect, it } from "vitest";
import { ratingRevealsAt, REVEAL_AFTER_DAYS } from "./ratings.ts";

const DAY = 24 * 60 * 60 * 1000;
const day = (n: number) => ({ createdAt: new Date(Date.UTC(2026, 0, 1) + n * DAY) });

describe("ratingRevealsAt", () => {
  it("reveals a lone rating REVEAL_AFTER_DAYS after it was written", () => {
    expect(ratingRevealsAt(day(0), null)).toEqual(day(REVEAL_AFTER_DAYS).createdAt);
  });

  it("reveals the first rating when the second is written, or by the clock if that comes first", () => {
    expect(ratingRevealsAt(day(0), day(3))).toEqual(day(3).createdAt);
    expect(ratingRevealsAt(day(0), day(26))).toEqual(day(REVEAL_AFTER_DAYS).createdAt);
  });

  it("never reveals a rating before it was written (the second one is visible at once)", () => {
    expect(ratingRevealsAt(day(3), day(0))).toEqual(day(3).createdAt);
    expect(ratingRevealsAt(day(26), day(0))).toEqual(day(26).createdAt);
    for (let own = 0; own < 40; own += 1) {
      for (let other = 0; other < 40; other += 1) {
        expect(ratingRevealsAt(day(own), day(other)).getTime()).toBeGreaterThanOrEqual(day(own).createdAt.getTime());
      }
    }
  });
});
