import { describe, expect, it } from "vitest";
import {
  addAt,
  describeMove,
  initialRanking,
  moveBy,
  moveTo,
  ordinal,
  remove,
  sameRanking,
  unrankedIds,
} from "./ranking.ts";
import { germanT } from "./test-german.ts";
import { testI18n } from "../../test/i18n-setup.ts";

const t = testI18n.getFixedT("en");

describe("the ranking editor's moves", () => {
  it("starts from the positions, ranked ones first, and leaves the rest unranked in their own order", () => {
    const items = [
      { id: "a", position: null },
      { id: "b", position: 2 },
      { id: "c", position: 1 },
      { id: "d", position: null },
    ];
    const ranked = initialRanking(items);
    expect(ranked).toEqual(["c", "b"]);
    expect(unrankedIds(["a", "b", "c", "d"], ranked)).toEqual(["a", "d"]);
  });

  it("moves one place up or down and stays put at either end", () => {
    expect(moveBy(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"]);
    expect(moveBy(["a", "b", "c"], "a", 1)).toEqual(["b", "a", "c"]);
    expect(moveBy(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(moveBy(["a", "b", "c"], "c", 1)).toEqual(["a", "b", "c"]);
    expect(moveBy(["a", "b"], "x", 1)).toEqual(["a", "b"]);
  });

  it("moves to a position as a drop does, clamped to the list", () => {
    expect(moveTo(["a", "b", "c", "d"], "a", 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveTo(["a", "b", "c", "d"], "d", 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveTo(["a", "b", "c"], "b", 9)).toEqual(["a", "c", "b"]);
  });

  it("adds at the end or at a position, once, and removes", () => {
    expect(addAt(["a", "b"], "c")).toEqual(["a", "b", "c"]);
    expect(addAt(["a", "b"], "c", 0)).toEqual(["c", "a", "b"]);
    expect(addAt(["a", "b", "c"], "a", 2)).toEqual(["b", "c", "a"]);
    expect(remove(["a", "b", "c"], "b")).toEqual(["a", "c"]);
  });

  it("compares two rankings by their order", () => {
    expect(sameRanking(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameRanking(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameRanking(["a"], ["a", "b"])).toBe(false);
  });

  it("says what a move did", () => {
    expect(describeMove(t, "Robotics intern", ["a", "b"], ["b", "a"], "b")).toBe("Robotics intern moved up to 1st of 2.");
    expect(describeMove(t, "Robotics intern", ["a", "b"], ["b", "a"], "a")).toBe(
      "Robotics intern moved down to 2nd of 2.",
    );
    expect(describeMove(t, "Data intern", ["a"], ["a", "c"], "c")).toBe("Data intern ranked 2nd of 2.");
    expect(describeMove(t, "Data intern", ["a", "c"], ["a"], "c")).toBe(
      "Data intern removed from the ranking: not ranked means not acceptable.",
    );
    expect(describeMove(t, "Data intern", ["a"], ["a"], "a")).toBeNull();
  });

  it("writes ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map((n) => ordinal(t, n))).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
    ]);
  });

  it("says them in German too", () => {
    const de = germanT();
    expect([1, 2, 11].map((n) => ordinal(de, n))).toEqual(["1.", "2.", "11."]);
    expect(describeMove(de, "Data intern", ["a"], ["a", "c"], "c")).toBe("Data intern auf Platz 2 von 2 gesetzt.");
  });
});
