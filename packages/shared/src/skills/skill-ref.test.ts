import { describe, expect, it } from "vitest";
import { MAX_SKILLS_PER_LIST, SKILL_LEVELS, skillRefListSchema, skillRefSchema } from "./skill-ref.ts";
import { SKILLS } from "./skill-list.ts";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join("."), message: issue.message }));

describe("SKILL_LEVELS", () => {
  it("names the levels 1 to 5", () => {
    expect(SKILL_LEVELS.map((level) => `${level.value} ${level.label}`)).toEqual([
      "1 Beginner",
      "2 Elementary",
      "3 Intermediate",
      "4 Advanced",
      "5 Expert",
    ]);
  });
});

describe("skillRefSchema", () => {
  it("accepts a known skill id with a level from 1 to 5", () => {
    for (const level of [1, 2, 3, 4, 5]) {
      expect(skillRefSchema.parse({ skillId: "kubernetes", level })).toEqual({ skillId: "kubernetes", level });
    }
  });

  it("asks for a skill from the list when the id is unknown, even for a label or alias", () => {
    for (const skillId of ["cobol-2000", "JavaScript", "js", ""]) {
      expect(issues(skillRefSchema.safeParse({ skillId, level: 3 }))).toEqual([
        { path: "skillId", message: "Choose a skill from the list." },
      ]);
    }
  });

  it.each([0, 6, 2.5, "3", null])("rejects level %j", (level) => {
    expect(issues(skillRefSchema.safeParse({ skillId: "python", level })).map((issue) => issue.path)).toEqual([
      "level",
    ]);
  });
});

describe("skillRefListSchema", () => {
  it("accepts an empty list and up to 30 distinct skills", () => {
    expect(skillRefListSchema.parse([])).toEqual([]);
    const thirty = SKILLS.slice(0, MAX_SKILLS_PER_LIST).map((skill) => ({ skillId: skill.id, level: 3 }));
    expect(skillRefListSchema.parse(thirty)).toHaveLength(30);
  });

  it("rejects more than 30 skills", () => {
    const many = SKILLS.slice(0, 31).map((skill) => ({ skillId: skill.id, level: 3 }));
    expect(issues(skillRefListSchema.safeParse(many))).toEqual([{ path: "", message: "Choose at most 30 skills." }]);
  });

  it("names the repeated skill on the repeated entry", () => {
    const result = skillRefListSchema.safeParse([
      { skillId: "python", level: 2 },
      { skillId: "react", level: 4 },
      { skillId: "python", level: 5 },
    ]);
    expect(issues(result)).toEqual([{ path: "2.skillId", message: "Python is already in the list." }]);
  });

  it("reports an unknown id on its entry", () => {
    expect(issues(skillRefListSchema.safeParse([{ skillId: "nope", level: 1 }]))).toEqual([
      { path: "0.skillId", message: "Choose a skill from the list." },
    ]);
  });
});
