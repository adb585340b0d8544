import { describe, expect, it } from "vitest";
import { compactSearchParams, enumParam, intParam, listParam, oneOf, textParam } from "./search-params.ts";

const params = (search: string) => new URLSearchParams(search);

describe("search parameters", () => {
  it("reads a list written with commas or repeated, without repeats or unknown values, up to a maximum", () => {
    const known = oneOf(["a", "b", "c"]);
    expect(listParam(params("x=a,%20b,,zz&x=a&x=c"), "x", known)).toEqual(["a", "b", "c"]);
    expect(listParam(params("x=c,b,a"), "x", known, 2)).toEqual(["c", "b"]);
    expect(listParam(params(""), "x", known)).toEqual([]);
  });

  it("reads one value of a set, a whole number in a range and trimmed text, else nothing", () => {
    expect(enumParam(params("sort=newest"), "sort", ["newest", "distance"])).toBe("newest");
    expect(enumParam(params("sort=best"), "sort", ["newest", "distance"])).toBeNull();
    expect(intParam(params("n=%2042%20"), "n", 1, 100)).toBe(42);
    expect(intParam(params("n=-2"), "n", 1, 100)).toBeNull();
    expect(intParam(params("n=101"), "n", 1, 100)).toBeNull();
    expect(intParam(params("n="), "n", 0, 100)).toBeNull();
    expect(textParam(params("q=%20data%20engineer%20"), "q", 4)).toBe("data");
    expect(textParam(params(""), "q", 4)).toBe("");
  });

  it("writes parameters in order and leaves the empty ones out", () => {
    const search = compactSearchParams([
      ["q", "ml"],
      ["type", ""],
      ["page", 2],
      ["near", null],
      ["place", undefined],
      ["minScore", 0],
    ]);
    expect(search.toString()).toBe("q=ml&page=2&minScore=0");
  });
});
