import type { LatLon } from "@stint/shared/geo";
import type { JobType } from "@stint/shared/jobs";
import { and, arrayContains, arrayOverlaps, desc, gte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { studentMatchEntries as entries, studentMatchPostings as postings } from "../../../db/schema/index.ts";
import type { RecencySteps } from "../../../db/recency-stretches.ts";
import { studentStretches, newestWindow } from "./window-stretches.ts";
import { cvSkillsCrediting } from "../skill-prefilter.ts";
import { sharedCount } from "./window-order.ts";

/**
 * How many candidate students a ranking from the database reads (most recently changed CV first) before it
 * orders them by weight sum; see JOB_WINDOW (job-window.ts).
 */
export const STUDENT_WINDOW = 2_000;

/**
 * A candidate: their CV's id and its weight sum as the matching index walks it for the job (skill-terms.ts
 * cvQueryWeights: 2 for each of its skills crediting a required skill, 1 more for each crediting a nice-to-have
 * one), or null when no weight finds it.
 */
export type StudentWindowRow = { cvId: string; weight: number | null };

type WindowOptions = {
  job: { type: JobType; requiredSkillIds: string[]; niceSkillIds: string[] };
  point: LatLon | null;
  skills: readonly string[] | undefined;
  limit: number;
  /** The stretches of recently changed students asked first (recency-steps.ts); null: all at once (tests). */
  steps?: RecencySteps | null;
};

/**
 * The `limit` students open to offers the matching index would find for a job, by their primary CV, most
 * recently changed first: wishing for its type or any; holding a skill crediting a required one (when it
 * requires any); when it has a place, accepting it (`cvs.place_box`, a box a little larger than the
 * engine's, migration 0026); holding every skill of `skills` (the company's filter). A job requiring skills
 * reads the postings of the skills crediting them (migration 0029), recently changed stretches first; one
 * requiring none, or a filtered list, walks the narrow rows of `student_match_entries`. Each with its weight sum.
 */
export async function studentWindow(db: Db, options: WindowOptions): Promise<StudentWindowRow[]> {
  const { job } = options;
  if (job.requiredSkillIds.length === 0 || (options.skills && options.skills.length > 0)) {
    return walkedWindow(db, options);
  }
  const steps = options.steps === undefined ? studentStretches : options.steps;
  return newestWindow(db, steps, options.limit, (since) => postedWindow(db, { ...options, since }));
}

/** A job type's terms of skills: the students wishing for it and those wishing for any type. */
const termsOf = (skillIds: readonly string[], type: JobType) =>
  skillIds.flatMap((skillId) => [`s|${skillId}|${type}`, `s|${skillId}|*`]);

/**
 * The window from the postings: the students holding a skill crediting a required one, each with 2 for every
 * such skill and 1 for every skill crediting a nice-to-have one (postings of the latter count only for those).
 */
async function postedWindow(db: Db, options: WindowOptions & { since: Date | null }): Promise<StudentWindowRow[]> {
  const { job, point } = options;
  const required = termsOf(cvSkillsCrediting(job.requiredSkillIds), job.type);
  const nice = termsOf(cvSkillsCrediting(job.niceSkillIds), job.type);
  const isRequired = sql`${postings.term} = any(${sql.param(required)}::text[])`;
  const isNice = sql`${postings.term} = any(${sql.param(nice)}::text[])`;
  return db
    .select({
      cvId: postings.cvId,
      weight: sql<number>`sum((case when ${isRequired} then 2 else 0 end) + (case when ${isNice} then 1 else 0 end))::int`,
    })
    .from(postings)
    .where(
      and(
        sql`${postings.term} = any(${sql.param([...new Set([...required, ...nice])])}::text[])`,
        options.since === null ? undefined : gte(postings.updatedAt, options.since),
        point
          ? sql`(${postings.placeBox} is null or point(${point.lon}::float8, ${point.lat}::float8) <@ ${postings.placeBox})`
          : undefined,
      ),
    )
    .groupBy(postings.cvId)
    .having(sql`bool_or(${isRequired})`)
    .orderBy(desc(sql`max(${postings.updatedAt})`), desc(postings.cvId))
    .limit(options.limit);
}

/** The window walked from the most recently changed entries, every condition checked on the way. */
async function walkedWindow(db: Db, options: WindowOptions): Promise<StudentWindowRow[]> {
  const { job, point } = options;
  const creditingRequired = cvSkillsCrediting(job.requiredSkillIds);
  const conditions: (SQL | undefined)[] = [
    sql`(${entries.desiredTypes} = '[]'::jsonb or ${entries.desiredTypes} @> ${JSON.stringify([job.type])}::jsonb)`,
    job.requiredSkillIds.length > 0 ? arrayOverlaps(entries.skillIds, creditingRequired) : undefined,
    point
      ? sql`(${entries.placeBox} is null or point(${point.lon}::float8, ${point.lat}::float8) <@ ${entries.placeBox})`
      : undefined,
    options.skills && options.skills.length > 0 ? arrayContains(entries.skillIds, [...options.skills]) : undefined,
  ];
  const window = db
    .select({
      cvId: entries.cvId,
      updatedAt: entries.updatedAt,
      skillIds: entries.skillIds,
    })
    .from(entries)
    .where(and(...conditions))
    .orderBy(desc(entries.updatedAt), desc(entries.cvId))
    .limit(options.limit)
    .as("w");
  // The sums of the index's weights (cvQueryWeights), counted for the window's rows only.
  const rows = await db
    .select({
      cvId: window.cvId,
      required: sharedCount(window.skillIds, creditingRequired),
      nice: sharedCount(window.skillIds, cvSkillsCrediting(job.niceSkillIds)),
    })
    .from(window)
    .orderBy(desc(window.updatedAt), desc(window.cvId));
  const requires = job.requiredSkillIds.length > 0;
  return rows.map(({ cvId, required, nice }) => ({
    cvId,
    // A job requiring skills finds CVs by those (the window holds only such CVs), and its nice-to-have skills
    // raise their sums; a job requiring none finds them by its nice-to-have skills.
    weight: (requires ? required > 0 : nice > 0) ? 2 * required + nice : null,
  }));
}
