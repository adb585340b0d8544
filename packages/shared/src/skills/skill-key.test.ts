import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { skillKey, spellingKeys } from "./skill-key.ts";

// Characters that carry no meaning in a skill name; inserting them anywhere must not change the key.
const separator = fc.constantFrom(" ", "  ", "\t", "-", "_", ".", "/", ",", "(", ")", "'", "\n");

// Graphemes cover every script; the fixed cases are the characters whose case or compatibility mappings
// are known traps (script letters, dotted capital I, titlecase digraphs, full-width letters, lone surrogates).
const anyText = fc.oneof(
  fc.string({ unit: "grapheme" }),
  fc.constantFrom("ℌ", "İstanbul", "ẞ", "ǅ", "ＪＳ", "\uD800", "e\u0301", "Ⅻ", "ﬁ", "①"),
);

function withSeparators(text: string, seps: string[]): string {
  return [...text].map((char, position) => char + (seps[position % seps.length] ?? "")).join("");
}

describe("skillKey", () => {
  it.each([
    ["Node.js", "nodejs"],
    ["node js", "nodejs"],
    ["  NODEJS ", "nodejs"],
    ["C#", "csharp"],
    ["c sharp", "csharp"],
    ["C++", "cplusplus"],
    ["c plus plus", "cplusplus"],
    ["Mergers & Acquisitions", "mergersandacquisitions"],
    ["CI/CD", "cicd"],
    ["Séance Über", "seanceuber"],
    ["Große Sprachmodelle", "grossesprachmodelle"],
    ["GROẞE", "grosse"],
    ["ＪＳ", "js"],
    ["", ""],
    ["?!", ""],
  ])("folds %j to %j", (text, key) => {
    expect(skillKey(text)).toBe(key);
  });

  it("keeps C, C# and C++ apart", () => {
    expect(new Set(["C", "C#", "C++"].map(skillKey)).size).toBe(3);
  });

  it("is idempotent on any text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const key = skillKey(text);
        expect(skillKey(key)).toBe(key);
      }),
    );
  });

  it("leaves only letters and digits", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(skillKey(text)).toMatch(/^[\p{L}\p{N}]*$/u);
      }),
    );
  });

  it("ignores case", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(skillKey(text.toUpperCase())).toBe(skillKey(text.toLowerCase()));
      }),
    );
  });

  it("ignores whitespace and punctuation between characters", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(separator, { minLength: 1, maxLength: 5 }), (text, seps) => {
        expect(skillKey(withSeparators(text, seps))).toBe(skillKey(text));
      }),
    );
  });
});

describe("spellingKeys", () => {
  it("finds a German word with umlauts also under the umlauts spelled out", () => {
    expect(spellingKeys("Teamfähigkeit")).toEqual(["teamfahigkeit", "teamfaehigkeit"]);
    expect(spellingKeys("Öffentlichkeitsarbeit")).toEqual(["offentlichkeitsarbeit", "oeffentlichkeitsarbeit"]);
    expect(spellingKeys("Teamfa\u0308higkeit")).toEqual(["teamfahigkeit", "teamfaehigkeit"]);
  });

  it("gives a spelling without umlauts its key alone", () => {
    expect(spellingKeys("Node.js")).toEqual(["nodejs"]);
    expect(spellingKeys("Straße")).toEqual(["strasse"]);
  });
});
