import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { it } from "../../../test/api-test.ts";
import { FUTURE_MS, recencyBuckets } from "./recency-buckets.ts";

const HOUR = 3_600_000;
const LEVEL_HOURS = [1, 24, 16 * 24];

/** Each bucket as the hours it holds, [first, end), from its level (the offset) and number. */
const hoursOf = (bucket: number) => {
  const level = Math.floor(bucket / 100_000_000);
  const number = bucket % 100_000_000;
  return [number * LEVEL_HOURS[level]!, (number + 1) * LEVEL_HOURS[level]!] as const;
};

describe("recencyBuckets", () => {
  it("covers every hour from the start of `since`'s hour to `until` once, with few buckets", () => {
    const cases = [
      ["2026-11-28T21:49:27.930Z", "2026-11-29T09:00:00.000Z"],
      ["2026-10-29T09:06:25.930Z", "2027-11-30T00:00:00.000Z"],
      ["2026-11-29T00:00:00.000Z", "2026-11-29T00:30:00.000Z"],
      ["2026-11-16T00:00:00.000Z", "2026-12-20T12:00:00.000Z"],
    ];
    for (const [since, until] of cases) {
      const buckets = recencyBuckets(new Date(since!), new Date(until!));
      const ranges = buckets.map(hoursOf).sort((a, b) => a[0] - b[0]);
      expect(ranges[0]![0], since).toBe(Math.floor(Date.parse(since!) / HOUR));
      for (let i = 1; i < ranges.length; i += 1) expect(ranges[i]![0], since).toBe(ranges[i - 1]![1]);
      expect(ranges.at(-1)![1] * HOUR, since).toBeGreaterThanOrEqual(Date.parse(until!));
      // Hours up to a day, days up to 16 days, then 16 days at a time: a year ahead stays under 70 keys.
      expect(buckets.length).toBeLessThan(70);
    }
  });

  it("names the buckets as job_search_recency files rows under (migration 0036)", async ({ db }) => {
    const since = new Date("2026-11-28T21:49:27.930Z");
    const cover = `{${recencyBuckets(since, new Date(since.getTime() + FUTURE_MS)).join(",")}}`;
    const times = [
      "2026-11-28T20:59:59.999Z", // the hour before: out
      "2026-11-28T21:00:00.000Z", // the start of since's hour: in (a stretch starts at a whole hour)
      "2026-11-28T21:49:27.930Z",
      "2026-11-29T00:00:00.000Z",
      "2026-12-24T18:30:00.000Z",
      "2027-06-01T00:00:00.000Z",
      "2025-11-28T22:00:00.000Z", // a year earlier: out
    ];
    const result = await db.execute(
      sql`select at, job_search_recency(at) && ${cover}::int[] as inside
          from unnest(${`{${times.join(",")}}`}::timestamptz[]) as at order by at`,
    );
    const rows = (result as unknown as { rows: { at: string | Date; inside: boolean }[] }).rows;
    const inside = Object.fromEntries(rows.map((row) => [new Date(row.at).toISOString(), row.inside]));
    expect(inside).toEqual(
      Object.fromEntries(times.map((time) => [time, Date.parse(time) >= Date.parse("2026-11-28T21:00:00.000Z")])),
    );
  });
});
