import { MATCHING_LIST_CAP } from "@stint/shared/matching";
import { describe, expect, it } from "vitest";
import { decodeOffsetCursor } from "../../lib/http/cursor.ts";
import { rankedPage, type Scored } from "./rank-scored.ts";

const scored = (count: number): Scored<number>[] =>
  Array.from({ length: count }, (_, index) => ({
    item: index,
    id: `id-${String(index).padStart(4, "0")}`,
    match: { score: 100 - (index % 90), jobFit: 50, studentFit: 50, excluded: null },
  }));

describe("rankedPage", () => {
  it("leaves out excluded pairs and low scores, best first, ties by id", () => {
    const pairs = [
      { item: "a", id: "b", match: { score: 70, jobFit: 60, studentFit: 80, excluded: null } },
      { item: "b", id: "a", match: { score: 70, jobFit: 60, studentFit: 80, excluded: null } },
      { item: "c", id: "c", match: { score: 90, jobFit: 90, studentFit: 90, excluded: ["distance" as const] } },
      { item: "d", id: "d", match: { score: 40, jobFit: 40, studentFit: 40, excluded: null } },
    ];
    const result = rankedPage({ scored: pairs, minScore: 50, offset: 0, limit: 10 });
    expect(result.page.map((entry) => entry.item)).toEqual(["b", "a"]);
    expect(result).toMatchObject({ total: 2, totalCapped: false, nextCursor: null });
  });

  it("never pages past the cap, whatever the cursor and limit", () => {
    const all = scored(MATCHING_LIST_CAP + 50);
    const last = rankedPage({ scored: all, minScore: 0, offset: MATCHING_LIST_CAP - 10, limit: 50 });
    expect(last.page).toHaveLength(10);
    expect(last).toMatchObject({ total: MATCHING_LIST_CAP, totalCapped: true, nextCursor: null });
    const first = rankedPage({ scored: all, minScore: 0, offset: 0, limit: 50 });
    expect(decodeOffsetCursor(first.nextCursor!)).toBe(50);
  });
});
