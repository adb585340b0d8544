import { languageByCode } from "@stint/shared/languages";
import { skillById } from "@stint/shared/skills/skill-lookup";
import { describe, expect, it } from "vitest";
import { EVAL_CVS } from "../eval/cvs.ts";
import { evaluate } from "../eval/evaluation.ts";
import { gradePair } from "../eval/grade.ts";
import { EVAL_JOBS, EVAL_TODAY } from "../eval/jobs.ts";
import { OVERRIDES } from "../eval/overrides.ts";

describe("the evaluation set", () => {
  it("has at least 30 CVs and 90 jobs with unique ids, using only the vocabulary", () => {
    expect(EVAL_CVS.length).toBeGreaterThanOrEqual(30);
    expect(EVAL_JOBS.length).toBeGreaterThanOrEqual(90);
    expect(new Set(EVAL_CVS.map((cv) => cv.id)).size).toBe(EVAL_CVS.length);
    expect(new Set(EVAL_JOBS.map((job) => job.id)).size).toBe(EVAL_JOBS.length);
    const skills = [...EVAL_CVS.flatMap((cv) => cv.skills), ...EVAL_JOBS.flatMap((job) => job.requiredSkills)];
    const niceToHave = EVAL_JOBS.flatMap((job) => job.niceToHaveSkills);
    expect([...skills, ...niceToHave].filter((ref) => !skillById(ref.skillId)).map((ref) => ref.skillId)).toEqual([]);
    const languages = [...EVAL_CVS.flatMap((cv) => cv.languages), ...EVAL_JOBS.flatMap((job) => job.languages)];
    expect(languages.filter((ref) => !languageByCode(ref.language)).map((ref) => ref.language)).toEqual([]);
  });

  it("grades every pair by GRADING.md, overrides naming real pairs", () => {
    const grades = EVAL_CVS.flatMap((cv) => EVAL_JOBS.map((job) => gradePair(cv, job, EVAL_TODAY).grade));
    for (const grade of [1, 2, 3]) expect(grades.filter((value) => value === grade).length).toBeGreaterThan(10);
    for (const override of OVERRIDES) {
      expect(EVAL_CVS.some((cv) => cv.id === override.cv)).toBe(true);
      expect(EVAL_JOBS.some((job) => job.id === override.job)).toBe(true);
    }
  });
});

describe("the engine on the evaluation set", () => {
  // A regression guard: the engine is tuned to what makes sense to people, not to this set (see README.md).
  it("ranks with nDCG@10 of at least 0.85 in both directions", () => {
    const { jobsForCv, cvsForJob } = evaluate();
    expect(jobsForCv.items.length).toBeGreaterThanOrEqual(30);
    expect(cvsForJob.items.length).toBeGreaterThanOrEqual(60);
    expect(jobsForCv.mean).toBeGreaterThanOrEqual(0.85);
    expect(cvsForJob.mean).toBeGreaterThanOrEqual(0.85);
  });
});
