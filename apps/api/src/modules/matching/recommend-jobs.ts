import { createScorer, topReasons } from "@stint/matching";
import type { MatchedJobsPage, MatchingJobsQuery } from "@stint/shared";
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, jobs } from "../../db/schema/index.ts";
import { decodeOffsetCursor } from "../../lib/http/cursor.ts";
import { jobListColumns, jobListItemDto } from "../jobs/job-dto.ts";
import { publishedJobConditions } from "../jobs/search/search-jobs.ts";
import { loadOwnMatchCv } from "./cv-for-matching.ts";
import type { MatchCvRow } from "./match-inputs.ts";
import { availabilityOverlaps, nearAnyPlace, overlapCount, textArray } from "./prefilter-sql.ts";
import { rankedPage } from "./rank-scored.ts";
import { jobSkillsCreditedBy } from "./skill-prefilter.ts";

/**
 * How many jobs are scored per request: the ones sharing most skills with the CV, of those the database
 * could not rule out. See docs/decisions/008-matching-on-request.md.
 */
export const JOB_POOL = 400;

/**
 * Published jobs ranked for one of the student's CVs (the primary by default): the database leaves out
 * what the engine would exclude and pre-orders by shared skills, the engine scores the pool, and the list
 * is the scored jobs that are not excluded, best first.
 */
export async function recommendJobs(options: {
  db: Db;
  studentId: string;
  query: MatchingJobsQuery;
  today: string;
}): Promise<MatchedJobsPage> {
  const { db, studentId, query } = options;
  const offset = decodeOffsetCursor(query.cursor);
  const cv = await loadOwnMatchCv({ db, studentId, cvId: query.cvId });
  const scorer = createScorer(cv, { today: options.today, student: cv.profile });

  const credited = jobSkillsCreditedBy(cv.skills.map((ref) => ref.skillId));
  const rows = await db
    .select(jobListColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(publishedJobConditions(query), ...jobPrefilter(cv, credited)))
    .orderBy(
      desc(sql`2 * ${overlapCount(jobs.requiredSkillIds, credited)} + ${overlapCount(jobs.skillIds, credited)}`),
      desc(jobs.publishedAt),
    )
    .limit(JOB_POOL);

  const { page, ...rest } = rankedPage({
    scored: rows.map((row) => ({ item: row, match: scorer(row), id: row.id })),
    minScore: query.minScore,
    offset,
    limit: query.limit,
  });
  return {
    cvId: cv.id,
    ...rest,
    items: page.map(({ item, match }) => ({
      job: jobListItemDto(item, query.near),
      match: {
        score: match.score,
        jobFit: match.jobFit,
        studentFit: match.studentFit,
        reasons: topReasons(scorer.explain(item)),
      },
    })),
  };
}

/** The engine's exclusions, as far as the database can tell them (a superset of what it keeps). */
function jobPrefilter(cv: MatchCvRow, credited: string[]): SQL[] {
  const conditions: (SQL | undefined)[] = [
    // No required skill the CV earns credit for: excluded, unless the job requires none.
    or(
      sql`cardinality(${jobs.requiredSkillIds}) = 0`,
      credited.length ? sql`${jobs.requiredSkillIds} && ${textArray(credited)}` : undefined,
    ),
    availabilityOverlaps({
      availableFrom: cv.availableFrom,
      availableTo: cv.availableTo,
      startDate: sql`${jobs.startDate}`,
    }),
  ];
  if (cv.desiredTypes.length > 0) conditions.push(inArray(jobs.type, [...cv.desiredTypes]));
  if (cv.preferredPlaces.length > 0 && !cv.willingToRelocate) {
    conditions.push(
      or(
        eq(jobs.workMode, "remote"),
        sql`${jobs.lat} is null`,
        nearAnyPlace({ places: cv.preferredPlaces, radiusKm: cv.radiusKm, lat: jobs.lat, lon: jobs.lon }),
      ),
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}
