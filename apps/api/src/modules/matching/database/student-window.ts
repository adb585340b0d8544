import type { LatLon } from "@stint/shared/geo";
import type { JobType } from "@stint/shared/jobs";
import { and, arrayContains, arrayOverlaps, desc, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { studentMatchEntries as entries } from "../../../db/schema/index.ts";
import { cvSkillsCrediting } from "../skill-prefilter.ts";
import { rowVersion } from "./versioned-cache.ts";
import { sharedCount } from "./window-order.ts";

/**
 * How many candidate students a ranking from the database reads (most recently changed CV first) before it
 * orders them by weight sum; see JOB_WINDOW (job-window.ts).
 */
export const STUDENT_WINDOW = 2_000;

/**
 * A candidate: their CV's id, the version of its entry (versioned-cache.ts) and its weight sum as the matching
 * index walks it for the job (skill-terms.ts cvQueryWeights: 2 for each of its skills crediting a required
 * skill, 1 more for each crediting a nice-to-have one), or null when no weight finds it.
 */
export type StudentWindowRow = { cvId: string; version: string; weight: number | null };

/**
 * The `limit` students open to offers the matching index would find for a job, by their primary CV, most
 * recently changed first: wishing for its type or any; holding a skill crediting a required one (when it
 * requires any); when it has a place, accepting it (`cvs.place_box`, a box a little larger than the
 * engine's, migration 0026); holding every skill of `skills` (the company's filter). Read from the narrow
 * rows of `student_match_entries` (migration 0026), with each CV's weight sum.
 */
export async function studentWindow(
  db: Db,
  options: {
    job: { type: JobType; requiredSkillIds: string[]; niceSkillIds: string[] };
    point: LatLon | null;
    skills: readonly string[] | undefined;
    limit: number;
  },
): Promise<StudentWindowRow[]> {
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
      version: rowVersion(entries).as("version"),
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
      version: window.version,
      required: sharedCount(window.skillIds, creditingRequired),
      nice: sharedCount(window.skillIds, cvSkillsCrediting(job.niceSkillIds)),
    })
    .from(window)
    .orderBy(desc(window.updatedAt), desc(window.cvId));
  const requires = job.requiredSkillIds.length > 0;
  return rows.map(({ cvId, version, required, nice }) => ({
    cvId,
    version,
    // A job requiring skills finds CVs by those (the window holds only such CVs), and its nice-to-have skills
    // raise their sums; a job requiring none finds them by its nice-to-have skills.
    weight: (requires ? required > 0 : nice > 0) ? 2 * required + nice : null,
  }));
}
