import type { BoundingBox } from "@stint/shared/geo";
import { JOB_TYPES, type JobType } from "@stint/shared/jobs";
import { type AnyColumn, and, arrayOverlaps, desc, eq, gte, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { jobMatchEntries as entries, jobMatchPostings as postings, jobs } from "../../../db/schema/index.ts";
import type { RecencySteps } from "../../../db/recency-stretches.ts";
import { jobStretches, newestWindow } from "./window-stretches.ts";
import { jobSkillsCreditedBy } from "../skill-prefilter.ts";
import { sharedCount } from "./window-order.ts";

/**
 * How many candidate jobs a ranking from the database reads (newest first) before it orders them by weight
 * sum: the index's pool is the best JOB_POOL of all candidates; here it is the best of the newest
 * JOB_WINDOW. Equal to the index's whenever a CV has at most this many candidates (tested); see
 * docs/decisions/034 for what it costs beyond.
 */
export const JOB_WINDOW = 2_000;

/**
 * Slack on the CV's boxes: the index stores areas widened by 1e-4 degrees in single precision; the database
 * compares exact values, so a little more keeps every job the index would walk.
 */
const BOX_SLACK_DEGREES = 2e-4;

/**
 * Past this many postings terms (credited skills × types × cells) a window walks the entries instead: a CV
 * keeping to wide areas, where the walk finds its candidates soon anyway.
 */
export const MAX_WINDOW_TERMS = 3_000;

/**
 * A candidate job: its id and its weight sum as the matching index walks it for the CV (skill-terms.ts
 * jobQueryWeights: 2 for each required skill the CV earns credit for, 1 for each asked one; every candidate is
 * found, requiring such a skill or none).
 */
export type JobWindowRow = { id: string; weight: number };

type WindowOptions = {
  cv: { desiredTypes: readonly JobType[]; skillIds: string[] };
  areas: readonly BoundingBox[] | null;
  where: SQL | null;
  limit: number;
  /** The stretches of newest jobs asked first (recency-steps.ts); null: all jobs at once (tests). */
  steps?: RecencySteps | null;
};

/**
 * The newest `limit` published jobs the matching index would find for a CV (job-pool.ts): of a type it wishes
 * for, requiring a skill it earns credit for or none, and, when it keeps to places, remote or inside one of
 * its boxes; and `where` (the job search's filters) besides. Read from the CV's own postings (migration 0028:
 * the jobs filed under its credited skills, types and cells, summed per job), newest stretches first; a
 * filtered ranking, or one whose terms would be too many, walks the narrow entries of `job_match_entries`
 * newest first instead (migration 0026).
 */
export async function jobWindow(db: Db, options: WindowOptions): Promise<JobWindowRow[]> {
  const terms = options.where === null ? windowTerms(options) : null;
  if (terms === null || terms.length > MAX_WINDOW_TERMS) return walkedWindow(db, options);
  const steps = options.steps === undefined ? jobStretches : options.steps;
  return newestWindow(db, steps, options.limit, (since) =>
    postedWindow(db, { terms, areas: options.areas, since, limit: options.limit }),
  );
}

/**
 * The postings terms of a CV's window: for each job type it wishes for (any: all), the jobs requiring none
 * ("-") and those asking a skill it earns credit for, each under every cell its boxes touch and "r" (remote or
 * no point), or under "*" when it takes any place. Null when a box cannot be cut into cells.
 */
export function windowTerms(options: Pick<WindowOptions, "cv" | "areas">): string[] | null {
  const { cv, areas } = options;
  const types = cv.desiredTypes.length > 0 ? cv.desiredTypes : JOB_TYPES;
  const keys = ["-", ...jobSkillsCreditedBy(cv.skillIds).map((skillId) => `s|${skillId}`)];
  let cells: string[] = ["*"];
  if (areas !== null) {
    const found = new Set<string>(["r"]);
    for (const box of areas) {
      const latFrom = Math.floor((box.minLat - BOX_SLACK_DEGREES) * 2);
      const latTo = Math.floor((box.maxLat + BOX_SLACK_DEGREES) * 2);
      const lonFrom = Math.floor((box.minLon - BOX_SLACK_DEGREES) * 2);
      const lonTo = Math.floor((box.maxLon + BOX_SLACK_DEGREES) * 2);
      if ((latTo - latFrom + 1) * (lonTo - lonFrom + 1) > MAX_WINDOW_TERMS) return null;
      // As `matching_job_cell` names a cell: the floor of twice the latitude and of twice the longitude.
      for (let lat = latFrom; lat <= latTo; lat += 1) {
        for (let lon = lonFrom; lon <= lonTo; lon += 1) found.add(`${lat},${lon}`);
      }
    }
    cells = [...found];
  }
  return keys.flatMap((key) => types.flatMap((type) => cells.map((cell) => `${key}|${type}|${cell}`)));
}

/**
 * The window from the postings: per job, the sum of its terms' weights; a candidate when one of them is a
 * required skill (3) or the none-required marker (0), not only asked skills (1); cell postings inside a box.
 */
async function postedWindow(
  db: Db,
  options: { terms: string[]; areas: readonly BoundingBox[] | null; since: Date | null; limit: number },
): Promise<JobWindowRow[]> {
  const { areas } = options;
  const latest = sql<Date>`max(${postings.publishedAt})`;
  const rows = await db
    .select({ id: postings.jobId, weight: sql<number>`sum(${postings.weight})::int` })
    .from(postings)
    .where(
      and(
        sql`${postings.term} = any(${sql.param(options.terms)}::text[])`,
        options.since === null ? undefined : gte(postings.publishedAt, options.since),
        areas === null ? undefined : or(isNull(postings.lat), ...areas.map((box) => inBox(postings, box))),
      ),
    )
    .groupBy(postings.jobId)
    .having(sql`max(${postings.weight}) = 3 or min(${postings.weight}) = 0`)
    .orderBy(desc(latest), desc(postings.jobId))
    .limit(options.limit);
  return rows;
}

const inBox = (table: { lat: AnyColumn; lon: AnyColumn }, box: BoundingBox) =>
  sql`(${table.lat} between ${box.minLat - BOX_SLACK_DEGREES} and ${box.maxLat + BOX_SLACK_DEGREES}
    and ${table.lon} between ${box.minLon - BOX_SLACK_DEGREES} and ${box.maxLon + BOX_SLACK_DEGREES})`;

/** The window walked from the newest entries, every condition checked on the way (migration 0026). */
async function walkedWindow(db: Db, options: WindowOptions): Promise<JobWindowRow[]> {
  const { cv, areas } = options;
  const credited = jobSkillsCreditedBy(cv.skillIds);
  const types = cv.desiredTypes.length > 0 && cv.desiredTypes.length < JOB_TYPES.length ? cv.desiredTypes : null;
  const noneRequired = sql`${entries.requiredSkillIds} = '{}'::text[]`;
  const conditions: (SQL | undefined)[] = [
    types ? inArray(entries.type, [...types]) : undefined,
    credited.length > 0 ? or(arrayOverlaps(entries.requiredSkillIds, credited), noneRequired) : noneRequired,
    areas === null
      ? undefined
      : or(
          eq(entries.workMode, "remote"),
          isNull(entries.lat),
          isNull(entries.lon),
          ...areas.map((box) => inBox(entries, box)),
        ),
    // The search's filters are on the job's own row: only a filtered ranking reads it.
    options.where === null
      ? undefined
      : sql`exists (select 1 from ${jobs} where ${jobs.id} = ${entries.jobId} and ${options.where})`,
  ];
  const window = db
    .select({
      id: entries.jobId,
      publishedAt: entries.publishedAt,
      requiredSkillIds: entries.requiredSkillIds,
      skillIds: entries.skillIds,
    })
    .from(entries)
    .where(and(...conditions))
    .orderBy(desc(entries.publishedAt), desc(entries.jobId))
    .limit(options.limit)
    .as("w");
  // The sums of the index's weights (jobQueryWeights), counted for the window's rows only.
  const rows = await db
    .select({
      id: window.id,
      required: sharedCount(window.requiredSkillIds, credited),
      asked: sharedCount(window.skillIds, credited),
    })
    .from(window)
    .orderBy(desc(window.publishedAt), desc(window.id));
  return rows.map((row) => ({ id: row.id, weight: 2 * row.required + row.asked }));
}
