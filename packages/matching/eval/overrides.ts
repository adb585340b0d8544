import type { Grade } from "./grade.ts";

/**
 * Pairs where a recruiter would not follow GRADING.md's literal rules, each with the rule grade, the grade
 * given and the reason. Written from the CVs and jobs alone, before the engine was run on the set.
 */
export const OVERRIDES: readonly { cv: string; job: string; rule: Grade; grade: Grade; reason: string }[] = [
  {
    cv: "cv-mei",
    job: "job-23",
    rule: 1,
    grade: 0,
    reason:
      "Security engineering asks for network security and Python; a data scientist has only the generic half " +
      "(Python) and nothing of the security work, so she would not be considered.",
  },
  {
    cv: "cv-clara",
    job: "job-23",
    rule: 1,
    grade: 0,
    reason: "Same as cv-mei: a BI student with some Python is not a security candidate.",
  },
  {
    cv: "cv-lukas",
    job: "job-23",
    rule: 1,
    grade: 0,
    reason: "Same as cv-mei: a Django web developer with no security experience is not a security candidate.",
  },
  {
    cv: "cv-mei",
    job: "job-25",
    rule: 1,
    grade: 2,
    reason:
      "The rules count 'Data Analysis' as missing because the skill is not on her CV, but a data-science " +
      "master's student with pandas, SQL, statistics and a Tableau report at work does data analysis. Left " +
      "are Tableau one level low and German one step low: one gap.",
  },
];
