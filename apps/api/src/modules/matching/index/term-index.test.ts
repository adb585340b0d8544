import { describe, expect, it } from "vitest";
import { type Indexed, TermIndex } from "./term-index.ts";

const item = (key: string, terms: string[]): Indexed<string> => ({ key, entry: key, terms });
const weights = (entries: Record<string, number>) => new Map(Object.entries(entries));
const all = () => true;

function indexOf(...items: Indexed<string>[]) {
  const index = new TermIndex<string>();
  for (const entry of items) index.put(entry);
  return index;
}

describe("TermIndex.top", () => {
  it("walks entries by the sum of the query weights they carry", () => {
    const index = indexOf(item("a", ["x"]), item("b", ["x", "y"]), item("c", ["y"]), item("e", ["z"]));
    const top = index.top({ weights: weights({ x: 2, y: 1 }), includeUnmatched: false, accept: all, limit: 10 });
    expect(top).toEqual(["b", "a", "c"]);
  });

  it("stops at the limit, taking the latest put of the last sum it reaches, and skips what accept refuses", () => {
    const index = indexOf(item("a", ["x"]), item("b", ["x"]), item("c", ["x"]), item("d", ["x"]), item("e", ["x"]));
    index.put(item("a", ["x"]));
    const top = index.top({ weights: weights({ x: 1 }), includeUnmatched: false, accept: (e) => e !== "e", limit: 3 });
    expect(top).toEqual(["a", "d", "c"]);
  });

  it("counts a term with weight 0 as found, and adds the unmatched entries last (latest put first) when asked", () => {
    const index = indexOf(item("a", ["x"]), item("b", ["none"]), item("c", ["z"]));
    expect(index.top({ weights: weights({ x: 1, none: 0 }), includeUnmatched: false, accept: all, limit: 9 })).toEqual([
      "a",
      "b",
    ]);
    expect(index.top({ weights: weights({ x: 1 }), includeUnmatched: true, accept: all, limit: 9 })).toEqual([
      "a",
      "c",
      "b",
    ]);
  });

  it("replaces an entry put again under its key, and forgets a removed one", () => {
    const index = indexOf(item("a", ["x"]), item("b", ["x"]));
    index.put(item("a", ["y"]));
    index.remove("b");
    expect(index.size).toBe(1);
    expect(index.get("a")).toBe("a");
    expect(index.get("b")).toBeUndefined();
    expect(index.top({ weights: weights({ x: 1 }), includeUnmatched: false, accept: all, limit: 9 })).toEqual([]);
    expect(index.top({ weights: weights({ y: 1 }), includeUnmatched: false, accept: all, limit: 9 })).toEqual(["a"]);
  });

  it("answers the same after many changes (dead slots compacted away)", () => {
    const index = new TermIndex<string>();
    for (let i = 0; i < 6000; i++) index.put(item(`k${i % 2000}`, [`t${i % 7}`]));
    for (let i = 0; i < 1500; i++) index.remove(`k${i}`);
    expect(index.size).toBe(500);
    const top = index.top({ weights: weights({ t3: 1 }), includeUnmatched: false, accept: all, limit: 1000 });
    // The keys left (1500–1999) whose last put (i = 4000 + n) had i % 7 === 3; a whole sum comes unordered.
    const expected = [];
    for (let i = 5500; i < 6000; i++) if (i % 7 === 3) expected.push(`k${i % 2000}`);
    expect(top.sort()).toEqual(expected.sort());
  });

  it("passes over entries whose area overlaps none of the query's boxes, also when adding the unmatched", () => {
    const box = (lat: number, lon: number, size = 1) => ({
      minLat: lat,
      maxLat: lat + size,
      minLon: lon,
      maxLon: lon + size,
    });
    const index = indexOf(
      { ...item("near", ["x"]), area: box(10, 10) },
      { ...item("far", ["x"]), area: box(50, 50) },
      item("anywhere", ["x"]),
      { ...item("far-unmatched", ["z"]), area: box(50, 50) },
      { ...item("near-unmatched", ["z"]), area: box(10.5, 10.5) },
    );
    const query = { weights: weights({ x: 1 }), includeUnmatched: true, accept: all, limit: 9 };
    expect(index.top({ ...query, within: [box(10.9, 10.9, 0)] }).sort()).toEqual(
      ["anywhere", "near", "near-unmatched"].sort(),
    );
    expect(index.top({ ...query, within: [box(0, 0, 0), box(50, 50, 0)] }).sort()).toEqual(
      ["anywhere", "far", "far-unmatched"].sort(),
    );
    expect(index.top({ ...query, within: null })).toHaveLength(5);
  });

  it("keeps the entries' areas when it compacts its slots", () => {
    const index = new TermIndex<string>();
    const far = { minLat: 50, maxLat: 51, minLon: 50, maxLon: 51 };
    for (let i = 0; i < 3000; i++) index.put({ ...item(`k${i % 1000}`, ["x"]), area: i % 2 ? far : null });
    const top = index.top({
      weights: weights({ x: 1 }),
      includeUnmatched: false,
      accept: all,
      limit: 2000,
      within: [],
    });
    // Of the last puts (i = 2000…2999), the even ones have no area.
    expect(top).toHaveLength(500);
  });

  it("finds an entry whose area only touches the query's box, though areas are kept in single precision", () => {
    // Edges that single precision would move inward: a minimum it rounds up, a maximum it rounds down.
    const roundsUp = [47.1, 47.2, 47.3, 47.4, 47.6, 47.7, 47.8, 47.9].find((x) => Math.fround(x) > x)!;
    const roundsDown = [8.1, 8.2, 8.3, 8.4, 8.6, 8.7, 8.8, 8.9].find((x) => Math.fround(x) < x)!;
    const area = { minLat: roundsUp, maxLat: roundsUp + 1, minLon: roundsDown - 1, maxLon: roundsDown };
    const index = indexOf({ ...item("edge", ["x"]), area });
    const point = { minLat: roundsUp, maxLat: roundsUp, minLon: roundsDown, maxLon: roundsDown };
    const query = { weights: weights({ x: 1 }), includeUnmatched: false, accept: all, limit: 9 };
    expect(index.top({ ...query, within: [point] })).toEqual(["edge"]);
  });

  it("adds boosts only to entries the weights found", () => {
    const index = indexOf(item("a", ["x"]), item("b", ["x", "y"]), item("c", ["y"]), item("d", ["x"]));
    const boosts = weights({ y: 5 });
    expect(index.top({ weights: weights({ x: 1 }), boosts, includeUnmatched: false, accept: all, limit: 9 })).toEqual([
      "b",
      "d",
      "a",
    ]);
  });
});
