import { describe, expect, it } from "vitest";
import { SKILL_CATEGORIES } from "./skill-categories.ts";
import { skillKey } from "./skill-key.ts";
import { SKILLS } from "./skill-list.ts";
import { POPULAR_SKILL_IDS } from "./skills-data.ts";

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("the skills vocabulary", () => {
  it("has at least 400 skills, in every category", () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(400);
    for (const category of SKILL_CATEGORIES) {
      expect(SKILLS.filter((skill) => skill.category === category.id).length, category.id).toBeGreaterThanOrEqual(10);
    }
  });

  it("has unique kebab-case ids and unique, trimmed labels", () => {
    expect(SKILLS.filter((skill) => !KEBAB_CASE.test(skill.id)).map((skill) => skill.id)).toEqual([]);
    expect(new Set(SKILLS.map((skill) => skill.id)).size).toBe(SKILLS.length);
    expect(new Set(SKILLS.map((skill) => skill.label.toLowerCase())).size).toBe(SKILLS.length);
    for (const skill of SKILLS) expect(skill.label, skill.id).toBe(skill.label.trim());
  });

  it("only uses the fixed categories", () => {
    const categories = new Set<string>(SKILL_CATEGORIES.map((category) => category.id));
    expect(SKILLS.filter((skill) => !categories.has(skill.category))).toEqual([]);
  });

  it("has lowercase, trimmed, non-empty aliases", () => {
    const bad = SKILLS.flatMap((skill) =>
      skill.aliases.filter(
        (alias) => alias !== alias.toLowerCase() || alias !== alias.trim() || skillKey(alias) === "",
      ),
    );
    expect(bad).toEqual([]);
  });

  it("never gives one spelling (id, label or alias, as normalised) to two skills", () => {
    const owners = new Map<string, Set<string>>();
    for (const skill of SKILLS) {
      for (const spelling of [skill.id, skill.label, ...skill.aliases]) {
        const key = skillKey(spelling);
        owners.set(key, (owners.get(key) ?? new Set()).add(skill.id));
      }
    }
    const shared = [...owners].filter(([, ids]) => ids.size > 1).map(([key, ids]) => `${key}: ${[...ids].join(", ")}`);
    expect(shared).toEqual([]);
  });

  it("lists no alias that normalisation already reaches from the id, the label or another alias", () => {
    const redundant = SKILLS.flatMap((skill) => {
      const seen = new Set([skillKey(skill.id), skillKey(skill.label)]);
      return skill.aliases.filter((alias) => {
        const key = skillKey(alias);
        const repeated = seen.has(key);
        seen.add(key);
        return repeated;
      });
    });
    expect(redundant).toEqual([]);
  });

  it("stays compact for the web bundle", () => {
    for (const skill of SKILLS) expect(skill.label.length, skill.id).toBeLessThanOrEqual(60);
    expect(JSON.stringify(SKILLS).length).toBeLessThan(80_000);
  });

  it("ranks only known skills as popular, each once", () => {
    const ids = new Set(SKILLS.map((skill) => skill.id));
    expect(POPULAR_SKILL_IDS.filter((id) => !ids.has(id))).toEqual([]);
    expect(new Set(POPULAR_SKILL_IDS).size).toBe(POPULAR_SKILL_IDS.length);
  });

  it("is frozen, so no caller can change the shared vocabulary", () => {
    expect(Object.isFrozen(SKILLS)).toBe(true);
    expect(Object.isFrozen(SKILLS[0])).toBe(true);
  });
});
