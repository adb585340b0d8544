import { describe, expect, it } from "vitest";
import { mayHaveUnknownWords, transpositions } from "./correct-typos.ts";
import { editDistance } from "./edit-distance.ts";
import { markdownExcerpt } from "../markdown-excerpt.ts";

describe("editDistance", () => {
  it.each([
    ["python", "python", 0],
    ["pyhton", "python", 1],
    ["devloper", "developer", 1],
    ["robotcs", "robotics", 1],
    ["accountnt", "accountant", 1],
    ["java", "javascript", 6],
    ["", "abc", 3],
  ])("%s → %s is %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe("transpositions", () => {
  it("swaps each pair of different neighbours once", () => {
    expect(transpositions("pyhton")).toContain("python");
    expect(transpositions("abc")).toEqual(["bac", "acb"]);
    expect(transpositions("aab")).toEqual(["aba"]);
    expect(transpositions("a")).toEqual([]);
  });
});

describe("mayHaveUnknownWords", () => {
  it.each([
    ["python developer", 3, false],
    ['"robot fleet" python', 1, false],
    ["pyhton devloper", 0, true],
    ["python or jvaa", 2, true],
    ["python OR jvaa", 2, true],
    ["python -robtics", 1, true],
  ])("%s with %i matches: %s", (q, matches, expected) => {
    expect(mayHaveUnknownWords(q, matches)).toBe(expected);
  });
});

describe("markdownExcerpt", () => {
  it("drops markup and cuts at a word", () => {
    const markdown = "## About us\n\nWe build **robots** with [ROS](https://ros.org).\n\n- One\n- Two\n\n`code`";
    expect(markdownExcerpt(markdown)).toBe("We build robots with ROS. One Two code");
    expect(markdownExcerpt("word ".repeat(100), 30)).toBe("word word word word word word…");
  });
});
