import type { BoundingBox } from "@stint/shared/geo";
import { JOB_TYPES, type JobType } from "@stint/shared/jobs";
import { and, arrayOverlaps, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { jobMatchEntries as entries, jobs } from "../../../db/schema/index.ts";
import { jobSkillsCreditedBy } from "../skill-prefilter.ts";
import { rowVersion } from "./versioned-cache.ts";
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
 * A candidate job: its id, the version of its entry (versioned-cache.ts) and its weight sum as the matching
 * index walks it for the CV (skill-terms.ts jobQueryWeights: 2 for each required skill the CV earns credit for,
 * 1 for each asked one; every candidate is found, requiring such a skill or none).
 */
export type JobWindowRow = { id: string; version: string; weight: number };

/**
 * The newest `limit` published jobs the matching index would find for a CV (job-pool.ts): of a type it wishes
 * for, requiring a skill it earns credit for or none, and, when it keeps to places, remote or inside one of
 * its boxes; and `where` (the job search's filters) besides. Read from the narrow entries of
 * `job_match_entries` (migration 0026), with each job's weight sum.
 */
export async function jobWindow(
  db: Db,
  options: {
    cv: { desiredTypes: readonly JobType[]; skillIds: string[] };
    areas: readonly BoundingBox[] | null;
    where: SQL | null;
    limit: number;
  },
): Promise<JobWindowRow[]> {
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
          ...areas.map(
            (box) =>
              sql`(${entries.lat} between ${box.minLat - BOX_SLACK_DEGREES} and ${box.maxLat + BOX_SLACK_DEGREES}
                and ${entries.lon} between ${box.minLon - BOX_SLACK_DEGREES} and ${box.maxLon + BOX_SLACK_DEGREES})`,
          ),
        ),
    // The search's filters are on the job's own row: only a filtered ranking reads it.
    options.where === null
      ? undefined
      : sql`exists (select 1 from ${jobs} where ${jobs.id} = ${entries.jobId} and ${options.where})`,
  ];
  const window = db
    .select({
      id: entries.jobId,
      version: rowVersion(entries).as("version"),
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
      version: window.version,
      required: sharedCount(window.requiredSkillIds, credited),
      asked: sharedCount(window.skillIds, credited),
    })
    .from(window)
    .orderBy(desc(window.publishedAt), desc(window.id));
  return rows.map((row) => ({ id: row.id, version: row.version, weight: 2 * row.required + row.asked }));
}
