import { describe, expect, it } from "vitest";
import { VersionedCache } from "./versioned-cache.ts";

describe("a versioned cache", () => {
  it("gives a value only at the version it was kept at", () => {
    const cache = new VersionedCache<string>(10);
    cache.set("job", "v1", "prepared at v1");
    expect(cache.get("job", "v1")).toBe("prepared at v1");
    expect(cache.get("job", "v2")).toBeUndefined();
    cache.set("job", "v2", "prepared at v2");
    expect(cache.get("job", "v1")).toBeUndefined();
    expect(cache.get("job", "v2")).toBe("prepared at v2");
    expect(cache.size).toBe(1);
    expect([cache.hits, cache.misses]).toEqual([2, 2]);
  });

  it("holds its bound: an entry past it drops the least recently used", () => {
    const cache = new VersionedCache<number>(3);
    for (const n of [1, 2, 3]) cache.set(`k${n}`, "v", n);
    // k1 used again: k2 is now the least recently used.
    expect(cache.get("k1", "v")).toBe(1);
    cache.set("k4", "v", 4);
    expect(cache.size).toBe(3);
    expect(cache.get("k2", "v")).toBeUndefined();
    expect([cache.get("k1", "v"), cache.get("k3", "v"), cache.get("k4", "v")]).toEqual([1, 3, 4]);
    for (let n = 5; n < 100; n++) cache.set(`k${n}`, "v", n);
    expect(cache.size).toBe(3);
  });

  it("reads only what it does not keep at the version asked, once, and keeps it at the version read", async () => {
    const cache = new VersionedCache<string>(10);
    cache.set("a", "1", "a1");
    cache.set("b", "1", "b1");
    const asked: string[][] = [];
    const found = await cache.getOrRead(
      [
        { key: "a", version: "1" },
        { key: "b", version: "2" },
        { key: "gone", version: "1" },
      ],
      async (keys) => {
        asked.push(keys);
        // b changed again since the window read it: kept at the version read.
        return [{ key: "b", version: "3", value: "b3" }];
      },
    );
    expect(asked).toEqual([["b", "gone"]]);
    expect(Object.fromEntries(found)).toEqual({ a: "a1", b: "b3" });
    expect(cache.get("b", "3")).toBe("b3");
    await cache.getOrRead([{ key: "a", version: "1" }], async () => {
      throw new Error("nothing to read");
    });
  });
});
