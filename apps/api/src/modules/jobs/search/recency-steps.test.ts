import { SEARCH_TOTAL_CAP } from "@stint/shared/jobs";
import { describe, expect, it } from "vitest";
import { inRecencySteps, type RecencyStep } from "./recency-steps.ts";

const steps: RecencyStep[] = [4_000, 16_000, 64_000, 256_000].map((rows, i) => ({
  since: new Date(Date.UTC(2026, 10, 28 - i)),
  rows,
}));

/** The stretches asked (their sizes; null for all jobs), answering with `matchesPer` matches per job. */
async function asked(matchesPer: number) {
  const seen: (number | null)[] = [];
  const answer = await inRecencySteps(steps, async (step) => {
    seen.push(step?.rows ?? null);
    const matches = Math.floor((step?.rows ?? 1_000_000) * matchesPer);
    return { total: Math.min(matches, SEARCH_TOTAL_CAP), totalCapped: matches > SEARCH_TOTAL_CAP };
  });
  return { seen, answer };
}

describe("inRecencySteps", () => {
  it("stops at the first stretch whose matches pass the cap", async () => {
    expect(await asked(0.5)).toEqual({ seen: [4_000], answer: { total: 1_000, totalCapped: true } });
  });

  it("goes next to the stretch expected to hold enough matches at the density seen", async () => {
    // 100 matches in 4,000 jobs: 1,501 need ~60,000 jobs.
    expect((await asked(0.025)).seen).toEqual([4_000, 64_000]);
  });

  it("asks over all jobs when no stretch is expected to hold enough, or none held any match", async () => {
    expect((await asked(0.001)).seen).toEqual([4_000, null]);
    expect(await asked(0)).toEqual({ seen: [4_000, null], answer: { total: 0, totalCapped: false } });
  });

  it("asks over all jobs at once without stretches", async () => {
    const seen: (RecencyStep | null)[] = [];
    await inRecencySteps([], async (step) => {
      seen.push(step);
      return { total: 0, totalCapped: false };
    });
    expect(seen).toEqual([null]);
  });
});
