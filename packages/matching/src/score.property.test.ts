import {
  MATCH_EXCLUSION_CODES,
  MATCH_PART_KEYS,
  type MatchExplanation,
  matchExplanationSchema,
} from "@stint/shared/matching";
import { SKILL_RELATIONS } from "@stint/shared/skills/skill-relations";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createScorer, isExcludedPrepared, prepareCv, prepareJob, scoreOnly, scorePair } from "./index.ts";
import { pairArbitrary, studentProfile, TODAY } from "./test/arbitraries.ts";
import type { MatchCv, MatchJob, MissingItem } from "./types.ts";

const RUNS = 400;
const context = { today: TODAY };

/** The CV with one missing item added (or its level raised), as a student would do it. */
function withItem(cv: MatchCv, item: MissingItem): MatchCv {
  if (item.kind === "skill") {
    const others = cv.skills.filter((ref) => ref.skillId !== item.skillId);
    const own = cv.skills.find((ref) => ref.skillId === item.skillId)?.level ?? 0;
    return { ...cv, skills: [...others, { skillId: item.skillId, level: Math.max(own, item.level) }] };
  }
  const others = cv.languages.filter((ref) => ref.language !== item.language);
  return { ...cv, languages: [...others, { language: item.language, level: item.level }] };
}

const sum = (points: readonly { points: number }[]) => points.reduce((total, part) => total + part.points, 0);

describe("scorePair, for any CV and job", () => {
  it("is excluded exactly when isExcludedPrepared says so (the rankings' cheap check)", () => {
    fc.assert(
      fc.property(pairArbitrary, ({ cv, job }) => {
        const excluded = scoreOnly(cv, job, context).excluded !== null;
        expect(isExcludedPrepared(prepareCv(cv, context), prepareJob(job))).toBe(excluded);
      }),
      { numRuns: RUNS },
    );
  });

  it("gives parts that add up exactly to each side's fit, within their maxima", () => {
    fc.assert(
      fc.property(pairArbitrary, ({ cv, job }) => {
        const result = scorePair(cv, job, context);
        const jobParts = result.parts.filter((part) => part.side === "job");
        const studentParts = result.parts.filter((part) => part.side === "student");
        expect(sum(jobParts)).toBe(result.jobFit);
        expect(sum(studentParts)).toBe(result.studentFit);
        expect(jobParts.reduce((total, part) => total + part.max, 0)).toBe(100);
        expect(studentParts.reduce((total, part) => total + part.max, 0)).toBe(100);
        for (const part of result.parts) {
          expect(Number.isInteger(part.points), part.key).toBe(true);
          expect(part.points, part.key).toBeGreaterThanOrEqual(0);
          expect(part.points, part.key).toBeLessThanOrEqual(part.max);
          expect(part.detail.trim(), part.key).not.toBe("");
          expect(part.detail, part.key).not.toContain("\n");
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("keeps every number an integer from 0 to 100, the score the rounded harmonic mean of the fits", () => {
    fc.assert(
      fc.property(pairArbitrary, ({ cv, job }) => {
        const { score, jobFit, studentFit } = scorePair(cv, job, context);
        for (const value of [score, jobFit, studentFit]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
        const mean = jobFit + studentFit === 0 ? 0 : (2 * jobFit * studentFit) / (jobFit + studentFit);
        expect(score).toBe(Math.round(mean));
      }),
      { numRuns: RUNS },
    );
  });

  it("answers in the shape of the API's schema (packages/shared/src/matching.ts), parts in its key order", () => {
    fc.assert(
      fc.property(pairArbitrary, ({ cv, job }) => {
        const result: MatchExplanation = scorePair(cv, job, context);
        expect(matchExplanationSchema.parse(result)).toEqual(result);
        expect(result.parts.map((part) => part.key)).toEqual([...MATCH_PART_KEYS]);
        for (const reason of result.excluded ?? []) expect(MATCH_EXCLUSION_CODES).toContain(reason.code);
      }),
      { numRuns: RUNS },
    );
  });

  it("is deterministic, and the fast path gives the explained path's numbers", () => {
    fc.assert(
      fc.property(pairArbitrary, studentProfile, ({ cv, job }, student) => {
        const withStudent = { today: TODAY, student };
        const first = scorePair(cv, job, withStudent);
        expect(scorePair(structuredClone(cv), structuredClone(job), withStudent)).toEqual(first);
        const fast = scoreOnly(cv, job, withStudent);
        expect(fast).toEqual({
          score: first.score,
          jobFit: first.jobFit,
          studentFit: first.studentFit,
          excluded: first.excluded?.map((reason) => reason.code) ?? null,
        });
        const scorer = createScorer(cv, withStudent);
        expect(scorer(job)).toEqual(fast);
        expect(scorer.explain(job)).toEqual(first);
      }),
      { numRuns: RUNS },
    );
  });

  it("lists missing items whose points are exactly what adding each one gains", () => {
    let checked = 0;
    fc.assert(
      fc.property(pairArbitrary, ({ cv, job }) => {
        const before = scorePair(cv, job, context);
        for (const item of before.missing) {
          const after = scorePair(withItem(cv, item), job, context);
          expect(after.jobFit - before.jobFit, item.label).toBe(item.points);
          expect(after.studentFit).toBe(before.studentFit);
          expect(item.points).toBeGreaterThanOrEqual(0);
          checked++;
        }
      }),
      { numRuns: RUNS },
    );
    expect(checked).toBeGreaterThan(RUNS); // the property was not vacuous
  });

  it("never lowers a fit or the score when the CV adds a skill the job asks for, at any level", () => {
    const asked = pairArbitrary.filter(({ job }) => job.requiredSkills.length + job.niceToHaveSkills.length > 0);
    fc.assert(
      fc.property(asked, fc.nat(), fc.integer({ min: 1, max: 5 }), ({ cv, job }, pick, level) => {
        const refs = [...job.requiredSkills, ...job.niceToHaveSkills];
        const skillId = refs[pick % refs.length]!.skillId;
        const own = cv.skills.find((ref) => ref.skillId === skillId)?.level ?? 0;
        const added: MatchCv = {
          ...cv,
          skills: [...cv.skills.filter((ref) => ref.skillId !== skillId), { skillId, level: Math.max(own, level) }],
        };
        const before = scoreOnly(cv, job, context);
        const after = scoreOnly(added, job, context);
        expect(after.jobFit).toBeGreaterThanOrEqual(before.jobFit);
        expect(after.studentFit).toBe(before.studentFit);
        expect(after.score).toBeGreaterThanOrEqual(before.score);
      }),
      { numRuns: RUNS },
    );
  });

  it("gives every excluded pair its reasons, and only the reasons that hold", () => {
    fc.assert(
      fc.property(pairArbitrary, ({ cv, job }) => {
        const { excluded, parts } = scorePair(cv, job, context);
        const codes = excluded?.map((reason) => reason.code) ?? [];
        if (excluded !== null) {
          expect(excluded.length).toBeGreaterThan(0);
          for (const reason of excluded) expect(reason.message.length).toBeGreaterThan(10);
        }
        const points = (key: string) => parts.find((part) => part.key === key)!.points;
        const wrongType = cv.desiredTypes.length > 0 && !cv.desiredTypes.includes(job.type);
        expect(codes.includes("job-type")).toBe(wrongType);
        if (codes.includes("job-type")) expect(points("job-type")).toBe(0);
        if (codes.includes("availability")) {
          expect(points("availability")).toBe(0);
          expect(cv.availableFrom !== null || cv.availableTo !== null).toBe(true);
        }
        if (codes.includes("distance")) {
          expect(points("place")).toBe(0);
          expect(job.workMode).not.toBe("remote");
          expect(cv.willingToRelocate).toBe(false);
          expect(cv.preferredPlaces.length).toBeGreaterThan(0);
        }
        if (job.workMode === "remote") expect(points("place")).toBe(30);
        if (job.requiredSkills.some((ref) => cv.skills.some((own) => own.skillId === ref.skillId))) {
          expect(codes).not.toContain("no-required-skills");
        }
        if (codes.includes("no-required-skills")) expect(points("required-skills")).toBe(0);
      }),
      { numRuns: RUNS },
    );
  });

  it("never gives a related skill more than the skill itself would earn", () => {
    const relation = fc.constantFrom(...SKILL_RELATIONS);
    fc.assert(
      fc.property(
        pairArbitrary,
        relation,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        ({ cv, job }, [asked, related], askedLevel, ownLevel) => {
          const target: MatchJob = {
            ...job,
            requiredSkills: [{ skillId: asked, level: askedLevel }],
            niceToHaveSkills: [],
          };
          const base = cv.skills.filter((ref) => ref.skillId !== asked && ref.skillId !== related);
          const viaRelated = scoreOnly(
            { ...cv, skills: [...base, { skillId: related, level: ownLevel }] },
            target,
            context,
          );
          const viaItself = scoreOnly(
            { ...cv, skills: [...base, { skillId: asked, level: ownLevel }] },
            target,
            context,
          );
          const neither = scoreOnly({ ...cv, skills: base }, target, context);
          expect(viaRelated.jobFit).toBeLessThanOrEqual(viaItself.jobFit);
          expect(viaRelated.jobFit).toBeGreaterThanOrEqual(neither.jobFit);
          expect(viaRelated.excluded ?? []).not.toContain("no-required-skills");
        },
      ),
      { numRuns: RUNS },
    );
  });
});
