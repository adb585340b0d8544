import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { skillKey, spellingKeys } from "./skill-key.ts";
import { germanSpellings } from "./skill-label.ts";
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
          const spellings = [skill.id, skill.label, ...skill.aliases, ...germanSpellings(skill.id)].flatMap(
            spellingKeys,
          );
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

describe("suggestSkills in German", () => {
  it.each([
    ["Maschinenbau", "mechanical-engineering"],
    ["maschinenb", "mechanical-engineering"],
    ["Teamfähig", "teamwork"],
    ["Teamfaehig", "teamwork"],
    ["teamfahig", "teamwork"],
    ["Projektmanagement", "project-management"],
    ["Größe Sprachm", "large-language-models"],
    ["grosse sprachmodelle", "large-language-models"],
    ["Kommunikationsfähigkeit", "communication"],
  ])("puts the skill first for %j, in either page language", (query, id) => {
    expect(ids(query)[0]).toBe(id);
    expect(suggestSkills(query, 10, "de")[0]?.id).toBe(id);
  });

  it("prefers the page's language's labels: German labels starting with the text before English aliases", () => {
    // "Führungskompetenz" starts with it; "Buchführung" (bookkeeping) only holds it inside a word.
    expect(suggestSkills("führ", 3, "de")[0]?.id).toBe("leadership");
    expect(suggestSkills("führ", 10, "de").map((skill) => skill.id)).toContain("bookkeeping");
    expect(suggestSkills("projekt", 1, "de-CH").map((skill) => skill.id)).toEqual(["project-management"]);
  });

  it("puts a skill first when its German label or alias is typed in full, umlauts written either way", () => {
    for (const skill of SKILLS) {
      for (const spelling of germanSpellings(skill.id)) {
        expect(suggestSkills(spelling, 1, "de")[0], spelling).toBe(skill);
        expect(suggestSkills(spelling.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue"), 1)[0]).toBe(skill);
      }
    }
  });

  it("keeps the English order on an English page", () => {
    expect(suggestSkills("c", 4, "en").map((skill) => skill.id)).toEqual(["c", "csharp", "cpp", "css"]);
    expect(suggestSkills("mach", 1, "de").map((skill) => skill.id)).toEqual(["machine-learning"]);
  });
});
