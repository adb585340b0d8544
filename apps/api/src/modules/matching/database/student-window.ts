import type { LatLon } from "@stint/shared/geo";
import type { JobType } from "@stint/shared/jobs";
import { and, arrayContains, arrayOverlaps, desc, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { studentMatchEntries as entries } from "../../../db/schema/index.ts";
import { cvTerms } from "../index/skill-terms.ts";
import { cvSkillsCrediting } from "../skill-prefilter.ts";

/**
 * How many candidate students a ranking from the database reads (most recently changed CV first) before it
 * orders them by weight sum; see JOB_WINDOW (job-window.ts).
 */
export const STUDENT_WINDOW = 2_000;

export type StudentWindowRow = { cvId: string; terms: readonly string[] };

/**
 * The `limit` students open to offers the matching index would find for a job, by their primary CV, most
 * recently changed first: wishing for its type or any; holding a skill crediting a required one (when it
 * requires any); when it has a place, accepting it (`cvs.place_box`, a box a little larger than the
 * engine's, migration 0026); holding every skill of `skills` (the company's filter). Read from the narrow
 * rows of `student_match_entries` (migration 0026), with the terms the index files each CV under.
 */
export async function studentWindow(
  db: Db,
  options: {
    job: { type: JobType; requiredSkillIds: string[] };
    point: LatLon | null;
    skills: readonly string[] | undefined;
    limit: number;
  },
): Promise<StudentWindowRow[]> {
  const { job, point } = options;
  const conditions: (SQL | undefined)[] = [
    sql`(${entries.desiredTypes} = '[]'::jsonb or ${entries.desiredTypes} @> ${JSON.stringify([job.type])}::jsonb)`,
    job.requiredSkillIds.length > 0
      ? arrayOverlaps(entries.skillIds, cvSkillsCrediting(job.requiredSkillIds))
      : undefined,
    point
      ? sql`(${entries.placeBox} is null or point(${point.lon}::float8, ${point.lat}::float8) <@ ${entries.placeBox})`
      : undefined,
    options.skills && options.skills.length > 0 ? arrayContains(entries.skillIds, [...options.skills]) : undefined,
  ];
  const rows = await db
    .select({ cvId: entries.cvId, skillIds: entries.skillIds, desiredTypes: entries.desiredTypes })
    .from(entries)
    .where(and(...conditions))
    .orderBy(desc(entries.updatedAt), desc(entries.cvId))
    .limit(options.limit);
  return rows.map((row) => ({
    cvId: row.cvId,
    terms: cvTerms({ desiredTypes: row.desiredTypes, skillIds: row.skillIds }),
  }));
}
