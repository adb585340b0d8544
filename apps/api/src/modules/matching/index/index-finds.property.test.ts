import {
  isExcludedPrepared,
  jobPlacePoint,
  type MatchCv,
  type MatchJob,
  pointArea,
  prepareCv,
  cvPlaceAreas,
} from "@stint/matching";
import { pairArbitrary, TODAY } from "@stint/matching/test/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indexedJob } from "./job-entries.ts";
import { cvQueryWeights, cvTerms, jobQueryWeights } from "./skill-terms.ts";
import { cvPlaceArea } from "@stint/matching";
import { TermIndex } from "./term-index.ts";

/**
 * The matching index may leave a pair out of a ranking only when the engine excludes it: what it finds by
 * terms, boosts and areas must hold every pair the engine keeps, in both directions.
 */
const all = () => true;
const someJob = (job: MatchJob) =>
  indexedJob({
    ...job,
    id: "job",
    companyId: "company",
    status: "published",
    description: "",
    pay: null,
    positions: 1,
    deadline: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    publishedAt: new Date(0),
    companyName: "Company",
    companyAddress: null,
    companyLogoFileId: null,
    companyVerified: false,
  } as Parameters<typeof indexedJob>[0]);

function jobFoundFor(cv: MatchCv, job: MatchJob): boolean {
  const index = new TermIndex<unknown>();
  index.put(someJob(job));
  const prepared = prepareCv(cv, { today: TODAY });
  const query = jobQueryWeights({ desiredTypes: cv.desiredTypes, skillIds: cv.skills.map((ref) => ref.skillId) });
  return (
    index.top({ ...query, includeUnmatched: false, within: cvPlaceAreas(prepared), accept: all, limit: 1 }).length === 1
  );
}

function cvFoundFor(job: MatchJob, cv: MatchCv): boolean {
  const index = new TermIndex<unknown>();
  const prepared = prepareCv(cv, { today: TODAY });
  index.put({
    key: "cv",
    entry: prepared,
    terms: cvTerms({ desiredTypes: cv.desiredTypes, skillIds: cv.skills.map((ref) => ref.skillId) }),
    area: cvPlaceArea(prepared),
  });
  const point = jobPlacePoint(someJob(job).entry.prepared);
  const query = cvQueryWeights({
    type: job.type,
    requiredSkillIds: job.requiredSkills.map((ref) => ref.skillId),
    niceSkillIds: job.niceToHaveSkills.map((ref) => ref.skillId),
  });
  const includeUnmatched = job.requiredSkills.length === 0;
  return (
    index.top({ ...query, includeUnmatched, within: point && [pointArea(point)], accept: all, limit: 1 }).length === 1
  );
}

describe("the matching index, for any CV and job", () => {
  it("finds every pair the engine does not exclude, both ways, and leaves some excluded ones out", () => {
    let leftOut = 0;
    fc.assert(
      fc.property(pairArbitrary, ({ cv, job }) => {
        const excluded = isExcludedPrepared(prepareCv(cv, { today: TODAY }), someJob(job).entry.prepared);
        const jobFound = jobFoundFor(cv, job);
        const cvFound = cvFoundFor(job, cv);
        if (!excluded) {
          expect(jobFound).toBe(true);
          expect(cvFound).toBe(true);
        }
        if (!jobFound) leftOut += 1;
      }),
      { numRuns: 1500 },
    );
    expect(leftOut).toBeGreaterThan(50);
  });
});
