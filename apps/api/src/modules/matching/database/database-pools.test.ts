import { createScorer, cvPlaceAreas, prepareJob, scorePrepared } from "@stint/matching";
import type { CandidatesQuery } from "@stint/shared/matching";
import { hashPassword } from "better-auth/crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { placeLookup, signUpCompanies } from "../../../../scripts/lib/seed-kit.ts";
import type { Db } from "../../../db/client.ts";
import { IndexMode } from "../../../db/index-mode.ts";
import { cvs, jobs, students } from "../../../db/schema/index.ts";
import { generateCompanies } from "../../../demo/generate-companies.ts";
import { type CvOwner, generateCvs } from "../../../demo/generate-cvs.ts";
import { generateJobs } from "../../../demo/generate-jobs.ts";
import { generateStudents } from "../../../demo/generate-students.ts";
import { insertAccountsInBulk } from "../../../demo/insert-accounts-in-bulk.ts";
import { insertCvsInBulk } from "../../../demo/insert-cvs-in-bulk.ts";
import { createLogger } from "../../../lib/logger.ts";
import { it } from "../../../test/api-test.ts";
import { insertJobsInBulk } from "../../jobs/insert-jobs-in-bulk.ts";
import { loadOwnJob } from "../../jobs/load-job.ts";
import { createGazetteerGeocoder } from "../../places/gazetteer-geocoder.ts";
import { KeptSearchIndex, publishedJobConditions } from "../../jobs/search/search-jobs.ts";
import { candidateFilter, cvIdsMatchingText } from "../candidate-filters.ts";
import { findMatchCvs } from "../cv-for-matching.ts";
import { MatchingIndex } from "../index/matching-index.ts";
import { preparedCvOf } from "../index/student-entries.ts";
import { invitableStudents } from "../invitable-students.ts";
import { scoredJobPool, scoredJobPoolFromDatabase } from "../job-pool.ts";
import { todayIso } from "../match-inputs.ts";
import { RecencySteps } from "../../../db/recency-stretches.ts";
import { jobWindow } from "./job-window.ts";
import { studentWindow } from "./student-window.ts";
import { JOB_ENTRIES, STUDENT_ENTRIES } from "./window-stretches.ts";

/*
 * Without an in-memory index a ranking takes its pool from a window of the database's newest candidates
 * (decision 034). Whenever the window holds every candidate, the pool must be the one the matching index
 * walks to: the same entries found, ordered by the same weight sums and recency, cut at the same place, with
 * the same filters. Drawn data (the demo generators, a few hundred jobs and students), both directions; a
 * small pool, so that the cut falls inside the candidates and their order decides what is in it.
 */

const POOL = 12;
const WHOLE_WINDOW = 100_000;
const today = todayIso();

async function seed(db: Db) {
  const geocoder = createGazetteerGeocoder();
  const placeOf = placeLookup(geocoder);
  const passwordHash = await hashPassword("a-long-enough-password");
  const now = new Date();
  const companies = await signUpCompanies({ db, companies: generateCompanies(6, 3), placeOf, passwordHash });
  await insertJobsInBulk({ db, jobs: await generateJobs({ companies, count: 360, geocoder, seed: 5, now }) });
  const people = generateStudents({ count: 300, now, seed: 6 });
  const accounts = await Promise.all(
    people.map(async ({ city, ...student }, index) => ({
      role: "student" as const,
      ...student,
      // Some are closed to offers: neither list may hold them.
      openToOffers: index % 5 !== 0,
      address: await placeOf(city),
    })),
  );
  const ids = await insertAccountsInBulk({ db, accounts, passwordHash });
  const owners: CvOwner[] = await Promise.all(
    people.map(async (student, index) => ({
      id: ids[index]!,
      name: student.name,
      fieldOfStudy: student.fieldOfStudy ?? null,
      degreeLevel: student.degreeLevel ?? null,
      university: student.university ?? null,
      expectedGraduation: student.expectedGraduation ?? null,
      home: await placeOf(student.city),
    })),
  );
  const places = companies.flatMap((company) => (company.address ? [company.address] : []));
  await insertCvsInBulk({ db, cvs: generateCvs({ owners, places, now, seed: 7 }) });
  // Distinct times, as the index orders by them (ties would follow load order there and ids here).
  await db.execute(sql`update cvs set updated_at = now() - (random() * interval '300 days')`);
  return companies;
}

const sorted = (ids: string[]) => [...ids].sort();

describe("pools from the database", () => {
  it("are the matching index's whenever the window holds every candidate, both ways, filters included", async ({
    db,
  }) => {
    const companies = await seed(db);
    const logger = createLogger({ level: "silent", pretty: false });
    const jobCards = new KeptSearchIndex({ db, logger });
    const inMemory = new MatchingIndex({ db, logger, jobCards });
    const fromDatabase = new MatchingIndex({ db, logger, jobCards, mode: new IndexMode({ inMemory: false }) });
    expect(await inMemory.current()).toBe(true);
    expect(await fromDatabase.current()).toBe(false);

    // Recommendations: a CV's jobs, with and without the search's filters.
    const primaries = await db
      .select({ id: cvs.id })
      .from(cvs)
      .where(eq(cvs.isPrimary, true))
      .orderBy(asc(cvs.id))
      .limit(40);
    const cvRows = await findMatchCvs({ db, cvIds: primaries.map((row) => row.id) });
    type Search = Parameters<typeof publishedJobConditions>[0];
    const searches: (Search | null)[] = [
      null,
      { type: ["internship"], workMode: undefined, radiusKm: 50 },
      { type: undefined, workMode: ["remote"], radiusKm: 50 },
      { q: "engineer", type: undefined, workMode: undefined, radiusKm: 50 },
    ];
    let jobCuts = 0;
    for (const cv of cvRows) {
      const scorer = createScorer(cv, { today, student: cv.profile });
      for (const search of searches) {
        const where = search && publishedJobConditions(search);
        const among = where && new Set((await db.select({ id: jobs.id }).from(jobs).where(where)).map((r) => r.id));
        const expected = scoredJobPool({ index: inMemory, scorer, cv, among, limit: POOL }).map(({ id }) => id);
        const actual = await scoredJobPoolFromDatabase({ db, scorer, cv, where, limit: POOL, window: WHOLE_WINDOW });
        expect(sorted(actual.map(({ id }) => id)), `CV ${cv.id}, ${JSON.stringify(search)}`).toEqual(sorted(expected));
        if (expected.length === POOL) jobCuts += 1;
      }
    }
    // The cut fell inside the candidates often enough for their order to decide the pool. (Ids are random, so
    // which jobs and CVs are drawn varies from run to run: 11–20 cuts each way were seen.)
    expect(jobCuts).toBeGreaterThan(5);

    // Candidates: a job's invitable students, with and without the company's filters.
    const jobRows = await db
      .select({ id: jobs.id, companyId: jobs.companyId })
      .from(jobs)
      .where(and(eq(jobs.status, "published")))
      .orderBy(asc(jobs.id))
      .limit(40);
    let studentCuts = 0;
    for (const { id: jobId, companyId } of jobRows) {
      const job = await loadOwnJob({ db, companyId, jobId });
      const preparedJob = prepareJob(job);
      const filters: Partial<CandidatesQuery>[] = [
        {},
        { skills: job.requiredSkills.slice(0, 1).map((ref) => ref.skillId) },
        { languages: ["de"] },
        { degree: "master" },
        { q: "a" },
      ];
      for (const filter of filters) {
        const query = { scope: "invitable", jobId, limit: 50, minScore: 0, ...filter } as CandidatesQuery;
        const passesFilters = candidateFilter(query, job.location, await cvIdsMatchingText(db, query, jobId));
        const poolOf = (index: MatchingIndex) =>
          invitableStudents({
            db,
            index,
            job,
            preparedJob,
            query,
            today,
            passesFilters,
            scoreOf: (student) => ({
              item: student,
              id: student.cvId,
              match: scorePrepared(preparedCvOf(student, today), preparedJob),
            }),
            limit: POOL,
            window: WHOLE_WINDOW,
          });
        const expected = (await poolOf(inMemory)).map(({ id }) => id);
        const actual = (await poolOf(fromDatabase)).map(({ id }) => id);
        expect(sorted(actual), `job ${jobId}, ${JSON.stringify(filter)}`).toEqual(sorted(expected));
        if (expected.length === POOL) studentCuts += 1;
      }
    }
    expect(studentCuts).toBeGreaterThan(5);
    expect(companies.length).toBe(6);

    // A window read over stretches of the newest rows is the window read over all of them, both ways.
    const small = { first: 8, factor: 4, largest: 128 };
    const jobSteps = new RecencySteps(JOB_ENTRIES, small, 0);
    const studentSteps = new RecencySteps(STUDENT_ENTRIES, small, 0);
    expect((await jobSteps.steps(db)).length).toBeGreaterThan(2);
    expect((await studentSteps.steps(db)).length).toBeGreaterThan(2);
    let stretched = 0;
    for (const cv of cvRows) {
      const areas = cvPlaceAreas(createScorer(cv, { today, student: cv.profile }).cv);
      const window = { cv: { desiredTypes: cv.desiredTypes, skillIds: cv.skills.map((ref) => ref.skillId) }, areas };
      const whole = await jobWindow(db, { ...window, where: null, limit: 10, steps: null });
      expect(await jobWindow(db, { ...window, where: null, limit: 10, steps: jobSteps })).toEqual(whole);
      if (whole.length === 10) stretched += 1;
    }
    for (const { id: jobId, companyId } of jobRows) {
      const job = await loadOwnJob({ db, companyId, jobId });
      const window = {
        job: {
          type: job.type,
          requiredSkillIds: job.requiredSkills.map((ref) => ref.skillId),
          niceSkillIds: job.niceToHaveSkills.map((ref) => ref.skillId),
        },
        point: job.workMode === "remote" || !job.location ? null : job.location,
        skills: undefined,
        limit: 10,
      };
      const whole = await studentWindow(db, { ...window, steps: null });
      expect(await studentWindow(db, { ...window, steps: studentSteps })).toEqual(whole);
      if (whole.length === 10) stretched += 1;
    }
    expect(stretched).toBeGreaterThan(20);

    // Closed to offers: never in a pool from either side.
    const closed = await db.select({ id: students.id }).from(students).where(eq(students.openToOffers, false));
    expect(closed.length).toBeGreaterThan(0);
  });
});
