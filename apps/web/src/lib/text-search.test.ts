import { describe, expect, it } from "vitest";
import { foldText, matchesWords } from "./text-search.ts";

describe("searching a list on the screen", () => {
  it("ignores case and accents", () => {
    expect(foldText("Zürich Café")).toBe("zurich cafe");
    expect(matchesWords("zurich", ["Data intern", "Zürich Robotics AG"])).toBe(true);
  });

  it("needs every word, in any of the texts", () => {
    expect(matchesWords("data robotics", ["Data intern", "Zürich Robotics AG"])).toBe(true);
    expect(matchesWords("data docker", ["Data intern", "Zürich Robotics AG"])).toBe(false);
  });

  it("matches everything without words, and skips missing texts", () => {
    expect(matchesWords("  ", [])).toBe(true);
    expect(matchesWords("intern", [null, undefined, "Data intern"])).toBe(true);
  });
});
