import { explainPrepared, prepareCv, prepareJob, scorePrepared, topReasons } from "@stint/matching";
import { MIN_RADIUS_KM } from "@stint/matching/weights";
import { type CandidatesPage, type CandidatesQuery, candidatesQueryProblems, DEGREE_LEVELS } from "@stint/shared";
import { and, desc, eq, gte, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cvs, students } from "../../db/schema/index.ts";
import { containsPattern, float8, haversineKmSql } from "../../db/sql-helpers.ts";
import { badRequest } from "../../lib/errors.ts";
import { fileUrlOrNull } from "../../lib/file-url.ts";
import { decodeOffsetCursor } from "../../lib/http/cursor.ts";
import { loadOwnJob } from "../jobs/load-job.ts";
import { matchCvColumns, studentProfileColumns } from "./match-inputs.ts";
import { availabilityOverlaps, overlapCount, textArray } from "./prefilter-sql.ts";
import { rankedPage } from "./rank-scored.ts";
import { cvSkillsCrediting } from "./skill-prefilter.ts";

/** How many students are scored per request (see recommend-jobs.ts and decision 008). */
export const CANDIDATE_POOL = 400;

/**
 * Students open to offers ranked for one of the company's jobs by their primary CV: filters and the engine's
 * exclusions in the database, a pre-order by shared skills, then the engine's score on the pool.
 */
export async function rankCandidates(options: {
  db: Db;
  companyId: string;
  query: CandidatesQuery;
  today: string;
}): Promise<CandidatesPage> {
  const { db, query } = options;
  const problems = candidatesQueryProblems(query);
  if (Object.keys(problems).length > 0) throw badRequest("Some filters do not fit together.", problems);
  const offset = decodeOffsetCursor(query.cursor);
  const job = await loadOwnJob({ db, companyId: options.companyId, jobId: query.jobId });
  if (query.distanceKm !== undefined && !job.location) {
    throw badRequest("Some filters do not fit together.", {
      distanceKm: "This job has no place to measure distances from.",
    });
  }
  const preparedJob = prepareJob(job);
  const requiredIds = job.requiredSkills.map((ref) => ref.skillId);
  const niceIds = job.niceToHaveSkills.map((ref) => ref.skillId);
  const crediting = cvSkillsCrediting(requiredIds);

  const rows = await db
    .select({
      ...matchCvColumns,
      profile: studentProfileColumns,
      name: students.name,
      avatarFileId: students.avatarFileId,
      university: students.university,
      address: students.address,
    })
    .from(cvs)
    .innerJoin(students, eq(students.id, cvs.studentId))
    .where(and(...candidateConditions(job, crediting, query)))
    .orderBy(
      desc(
        sql`2 * ${overlapCount(cvs.skillIds, crediting)} + ${overlapCount(cvs.skillIds, cvSkillsCrediting(niceIds))}`,
      ),
      desc(cvs.updatedAt),
    )
    .limit(CANDIDATE_POOL);

  const scored = rows.map((row) => {
    const cv = prepareCv(row, { today: options.today, student: row.profile });
    return { item: { ...row, prepared: cv }, id: row.id, match: scorePrepared(cv, preparedJob) };
  });
  const { page, ...rest } = rankedPage({ scored, minScore: query.minScore, offset, limit: query.limit });
  return {
    ...rest,
    items: page.map(({ item, match }) => ({
      student: {
        id: item.studentId,
        name: item.name,
        avatar: fileUrlOrNull(item.avatarFileId),
        university: item.university,
        city: item.address?.city ?? null,
      },
      cvId: item.id,
      match: {
        score: match.score,
        jobFit: match.jobFit,
        studentFit: match.studentFit,
        reasons: topReasons(explainPrepared(item.prepared, preparedJob)),
      },
    })),
  };
}

type CandidateJob = Awaited<ReturnType<typeof loadOwnJob>>;

function candidateConditions(job: CandidateJob, crediting: string[], query: CandidatesQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(students.openToOffers, true),
    eq(cvs.isPrimary, true),
    // The engine's exclusions, as far as the database can tell them.
    job.requiredSkills.length > 0 ? sql`${cvs.skillIds} && ${textArray(crediting)}` : undefined,
    sql`(jsonb_array_length(${cvs.desiredTypes}) = 0 or ${cvs.desiredTypes} ? ${job.type})`,
    availabilityOverlaps({
      availableFrom: sql`${cvs.availableFrom}`,
      availableTo: sql`${cvs.availableTo}`,
      startDate: job.startDate === null ? sql`null::date` : sql`${job.startDate}::date`,
    }),
  ];
  if (job.workMode !== "remote" && job.location) {
    const jobPlace = { lat: float8(job.location.lat), lon: float8(job.location.lon) };
    const km = haversineKmSql({ lat: sql`(place ->> 'lat')::float8`, lon: sql`(place ->> 'lon')::float8` }, jobPlace);
    conditions.push(
      sql`(${cvs.willingToRelocate} or jsonb_array_length(${cvs.preferredPlaces}) = 0 or exists (
        select 1 from jsonb_array_elements(${cvs.preferredPlaces}) as place where ${km} <= greatest(${cvs.radiusKm}, ${MIN_RADIUS_KM}::int) + 1))`,
    );
  }
  // The company's filters.
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(
        sql`${students.name} ilike ${pattern}`,
        sql`${students.university} ilike ${pattern}`,
        sql`${students.fieldOfStudy} ilike ${pattern}`,
        sql`${cvs.title} ilike ${pattern}`,
        sql`${cvs.summary} ilike ${pattern}`,
      ),
    );
  }
  if (query.skills) conditions.push(sql`${cvs.skillIds} @> ${textArray(query.skills)}`);
  for (const language of query.languages ?? []) {
    conditions.push(sql`${cvs.languages} @> ${JSON.stringify([{ language }])}::jsonb`);
  }
  if (query.degree) {
    const levels = DEGREE_LEVELS.slice(DEGREE_LEVELS.indexOf(query.degree));
    conditions.push(
      or(
        sql`${students.degreeLevel} = any(${textArray(levels)})`,
        sql`exists (select 1 from jsonb_array_elements(${cvs.education}) as entry where entry ->> 'degreeLevel' = any(${textArray(levels)}))`,
      ),
    );
  }
  if (query.university) {
    const pattern = containsPattern(query.university);
    conditions.push(
      or(
        sql`${students.university} ilike ${pattern}`,
        sql`exists (select 1 from jsonb_array_elements(${cvs.education}) as entry where entry ->> 'school' ilike ${pattern})`,
      ),
    );
  }
  if (query.graduationFrom) conditions.push(gte(students.expectedGraduation, query.graduationFrom));
  if (query.graduationTo) conditions.push(lte(students.expectedGraduation, query.graduationTo));
  if (query.distanceKm !== undefined && job.location) {
    const km = haversineKmSql(
      { lat: sql`(${students.address} ->> 'lat')::float8`, lon: sql`(${students.address} ->> 'lon')::float8` },
      { lat: float8(job.location.lat), lon: float8(job.location.lon) },
    );
    conditions.push(sql`${students.address} is not null and ${km} <= ${query.distanceKm}::float8`);
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}
