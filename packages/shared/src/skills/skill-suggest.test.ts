import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { skillKey } from "./skill-key.ts";
import { SKILLS } from "./skill-list.ts";
import { suggestSkills } from "./skill-suggest.ts";

const ids = (query: string, limit?: number) => suggestSkills(query, limit).map((skill) => skill.id);

describe("suggestSkills", () => {
  it.each([
    ["py", "python"],
    ["Py", "python"],
    ["rea", "react"],
    ["k8", "kubernetes"],
    ["java", "java"],
    ["js", "javascript"],
    ["node", "nodejs"],
    ["post", "postgresql"],
    ["c", "c"],
    ["c#", "csharp"],
    ["c++", "cpp"],
    ["go", "go"],
    ["mach", "machine-learning"],
    ["machine learn", "machine-learning"],
    ["publ", "public-speaking"],
    ["excel", "microsoft-excel"],
  ])("puts the expected skill first for %j", (query, id) => {
    expect(ids(query)[0]).toBe(id);
  });

  it("offers the other skills starting with the text after an exact name", () => {
    expect(ids("java").slice(0, 2)).toEqual(["java", "javascript"]);
    expect(ids("c", 4)).toEqual(["c", "csharp", "cpp", "css"]);
    expect(ids("rea").slice(0, 2)).toEqual(["react", "react-native"]);
  });

  it("ranks labels starting with the text before later words, and later words before inner text", () => {
    const learn = ids("learn", 20);
    expect(learn[0]).toBe("learning-agility");
    expect(learn).toContain("machine-learning");
    // "Shell scripting" (an alias of Bash) has a word starting with "script"; JavaScript only contains it.
    expect(ids("script")).toEqual(["bash", "javascript", "typescript"]);
  });

  it("does not match text spread over two words", () => {
    // "team leadership" holds "ml" only across the space.
    expect(ids("ml", 50)).not.toContain("leadership");
  });

  it("finds nothing for blank or unmatched text or a zero limit", () => {
    expect(suggestSkills("")).toEqual([]);
    expect(suggestSkills("  -- ")).toEqual([]);
    expect(suggestSkills("qqqzzz")).toEqual([]);
    expect(suggestSkills("java", 0)).toEqual([]);
  });

  it("returns 10 by default and respects the limit", () => {
    expect(suggestSkills("a")).toHaveLength(10);
    expect(suggestSkills("a", 3)).toHaveLength(3);
    expect(suggestSkills("a", 1000).length).toBeLessThanOrEqual(SKILLS.length);
  });

  it("puts a skill first when its label, id or any alias is typed in full", () => {
    for (const skill of SKILLS) {
      for (const spelling of [skill.id, skill.label, ...skill.aliases]) {
        expect(suggestSkills(spelling, 1)[0], spelling).toBe(skill);
      }
    }
  });

  it("only suggests distinct skills that contain the typed text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.integer({ min: 1, max: 40 }), (query, limit) => {
        const found = suggestSkills(query, limit);
        expect(found.length).toBeLessThanOrEqual(limit);
        expect(new Set(found).size).toBe(found.length);
        const key = skillKey(query);
        for (const skill of found) {
          const spellings = [skill.id, skill.label, ...skill.aliases].map(skillKey);
          expect(spellings.some((spelling) => spelling.includes(key))).toBe(true);
        }
      }),
    );
  });

  it("gives a prefix of the longer list for a smaller limit", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), fc.integer({ min: 1, max: 20 }), (query, limit) => {
        expect(ids(query, limit)).toEqual(ids(query, 40).slice(0, limit));
      }),
    );
  });
});
