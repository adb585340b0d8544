import { describe, expect, it } from "vitest";
import { skillById } from "./skill-lookup.ts";
import { relatedSkillsOf, SKILL_RELATIONS } from "./skill-relations.ts";

describe("the skill relations", () => {
  it("are plenty, across the vocabulary's groups", () => {
    expect(SKILL_RELATIONS.length).toBeGreaterThanOrEqual(80);
    const categories = new Set(SKILL_RELATIONS.map(([skillId]) => skillById(skillId)?.category));
    for (const category of ["programming-languages", "frameworks", "databases", "cloud-devops", "data-ai", "design"]) {
      expect(categories.has(category as never), category).toBe(true);
    }
  });

  it("only name skills of the vocabulary, by id", () => {
    const unknown = SKILL_RELATIONS.flatMap(([skillId, relatedSkillId]) =>
      [skillId, relatedSkillId].filter((id) => skillById(id) === undefined),
    );
    expect(unknown).toEqual([]);
  });

  it("never relate a skill to itself and list each pair once", () => {
    expect(SKILL_RELATIONS.filter(([skillId, relatedSkillId]) => skillId === relatedSkillId)).toEqual([]);
    const pairs = SKILL_RELATIONS.map(([skillId, relatedSkillId]) => `${skillId} <- ${relatedSkillId}`);
    const repeated = pairs.filter((pair, position) => pairs.indexOf(pair) !== position);
    expect(repeated).toEqual([]);
  });

  it("give partial credit only (more than 0, less than the skill itself) and say why", () => {
    const bad = SKILL_RELATIONS.filter(
      ([, , credit, why]) =>
        !(credit > 0 && credit < 1) || Math.round(credit * 10) !== credit * 10 || why.trim() === "",
    );
    expect(bad).toEqual([]);
  });

  it("are looked up by the asked skill, best credit first", () => {
    expect(relatedSkillsOf("javascript")[0]).toEqual({ skillId: "typescript", credit: 0.9 });
    expect(relatedSkillsOf("sql").map((related) => related.skillId)).toContain("postgresql");
    expect(relatedSkillsOf("react").map((related) => related.skillId)).toContain("nextjs");
    expect(relatedSkillsOf("communication-skills-that-do-not-exist")).toEqual([]);
    for (const [skillId] of SKILL_RELATIONS) {
      const credits = relatedSkillsOf(skillId).map((related) => related.credit);
      expect(credits).toEqual([...credits].sort((a, b) => b - a));
    }
  });
});
