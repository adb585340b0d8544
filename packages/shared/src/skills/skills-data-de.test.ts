import { describe, expect, it } from "vitest";
import { SKILL_CATEGORIES } from "./skill-categories.ts";
import { skillKey, spellingKeys } from "./skill-key.ts";
import { skillCategoryLabel, skillLabel } from "./skill-label.ts";
import { SKILLS } from "./skill-list.ts";
import { CATEGORIES_ALL_IN_GERMAN, SKILL_CATEGORY_LABELS_DE, SKILL_ROWS_DE } from "./skills-data-de.ts";

const germanRows = Object.entries(SKILL_ROWS_DE);

describe("the skills vocabulary in German", () => {
  it("names only skills of the vocabulary", () => {
    const ids = new Set(SKILLS.map((skill) => skill.id));
    expect(germanRows.map(([id]) => id).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("names every soft skill in German, and the subjects and methods German job ads name in German", () => {
    for (const category of CATEGORIES_ALL_IN_GERMAN) {
      const missing = SKILLS.filter((skill) => skill.category === category && !SKILL_ROWS_DE[skill.id]);
      expect(
        missing.map((skill) => skill.id),
        category,
      ).toEqual([]);
    }
    const inGerman = ["mechanical-engineering", "project-management", "teamwork", "machine-learning", "accounting"];
    expect(inGerman.filter((id) => !SKILL_ROWS_DE[id])).toEqual([]);
    expect(germanRows.length).toBeGreaterThanOrEqual(200);
  });

  it("has unique, trimmed, short labels and lowercase, trimmed, non-empty aliases", () => {
    const labels = germanRows.map(([, [label]]) => label);
    expect(labels.filter((label) => label !== label.trim() || label === "" || label.length > 60)).toEqual([]);
    expect(new Set(labels.map((label) => label.toLowerCase())).size).toBe(labels.length);
    const badAliases = germanRows.flatMap(([, [, ...aliases]]) =>
      aliases.filter((alias) => alias !== alias.toLowerCase() || alias !== alias.trim() || skillKey(alias) === ""),
    );
    expect(badAliases).toEqual([]);
  });

  it("never gives one spelling in either language (as normalised, umlauts either way) to two skills", () => {
    const owners = new Map<string, Set<string>>();
    for (const skill of SKILLS) {
      for (const spelling of [skill.id, skill.label, ...skill.aliases, ...(SKILL_ROWS_DE[skill.id] ?? [])]) {
        for (const key of spellingKeys(spelling)) owners.set(key, (owners.get(key) ?? new Set()).add(skill.id));
      }
    }
    const shared = [...owners].filter(([, ids]) => ids.size > 1).map(([key, ids]) => `${key}: ${[...ids].join(", ")}`);
    expect(shared).toEqual([]);
  });

  it("lists no German alias that the skill's other spellings already reach", () => {
    const redundant = germanRows.flatMap(([id, [label, ...aliases]]) => {
      const skill = SKILLS.find((each) => each.id === id)!;
      const seen = new Set([skill.id, skill.label, ...skill.aliases, label].map(skillKey));
      return aliases.filter((alias) => {
        const repeated = seen.has(skillKey(alias));
        seen.add(skillKey(alias));
        return repeated;
      });
    });
    expect(redundant).toEqual([]);
  });

  it("stays compact for the web bundle", () => {
    expect(JSON.stringify(SKILL_ROWS_DE).length).toBeLessThan(20_000);
  });

  it("names every category in German", () => {
    for (const category of SKILL_CATEGORIES) {
      expect(SKILL_CATEGORY_LABELS_DE[category.id], category.id).toBeTruthy();
      expect(skillCategoryLabel(category.id, "en")).toBe(category.label);
    }
    expect(skillCategoryLabel("soft-skills", "de")).toBe("Soft Skills");
    expect(skillCategoryLabel("data-ai", "de-CH")).toBe("Daten & KI");
  });
});

describe("skillLabel", () => {
  it("gives the German label on a German page and the one name elsewhere", () => {
    expect(skillLabel("teamwork", "de")).toBe("Teamfähigkeit");
    expect(skillLabel("mechanical-engineering", "de-AT")).toBe("Maschinenbau");
    expect(skillLabel("teamwork", "en")).toBe("Teamwork");
    expect(skillLabel("teamwork", "fr")).toBe("Teamwork");
  });

  it("keeps the one name of a tool in German, and an unknown id as it is", () => {
    expect(skillLabel("python", "de")).toBe("Python");
    expect(
      skillLabel(
        SKILLS.find((skill) => skill.id === "docker")!,
        "de",
      ),
    ).toBe("Docker");
    expect(skillLabel("retired-skill", "de")).toBe("retired-skill");
  });
});
