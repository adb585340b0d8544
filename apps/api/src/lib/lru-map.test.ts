import { describe, expect, it } from "vitest";
import { LruMap } from "./lru-map.ts";

describe("LruMap", () => {
  it("drops the least recently used entry, where reading counts as use", () => {
    const map = new LruMap<string, number>(2);
    map.set("a", 1);
    map.set("b", 2);
    expect(map.get("a")).toBe(1);
    map.set("c", 3);
    expect([map.get("a"), map.get("b"), map.get("c")]).toEqual([1, undefined, 3]);
    expect(map.size).toBe(2);
  });

  it("replaces a value without growing, and forgets on delete and clear", () => {
    const map = new LruMap<string, number>(2);
    map.set("a", 1);
    map.set("a", 2);
    expect(map.size).toBe(1);
    expect(map.get("a")).toBe(2);
    map.delete("a");
    expect(map.get("a")).toBeUndefined();
    map.set("b", 1);
    map.clear();
    expect(map.size).toBe(0);
  });
});
