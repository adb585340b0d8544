import { type PreparedJob, prepareJob } from "@stint/matching";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { jobs } from "../../../db/schema/index.ts";

/** A job of a pool read from the database: what the engine scores, not yet its card (only a page needs one). */
export type PoolJob = { readonly id: string; readonly prepared: PreparedJob };

/** The columns the engine reads of a job (MatchJob): a pool of 400 reads no description and no company. */
const engineColumns = {
  id: jobs.id,
  title: jobs.title,
  type: jobs.type,
  workMode: jobs.workMode,
  location: jobs.location,
  requiredSkills: jobs.requiredSkills,
  niceToHaveSkills: jobs.niceToHaveSkills,
  languages: jobs.languages,
  minDegree: jobs.minDegree,
  fieldsOfStudy: jobs.fieldsOfStudy,
  startDate: jobs.startDate,
  durationMonths: jobs.durationMonths,
};

/** The published jobs among `ids`, prepared for the engine, by id. */
export async function poolJobsByIds(db: Db, ids: readonly string[]): Promise<Map<string, PoolJob>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(engineColumns)
    .from(jobs)
    .where(and(eq(jobs.status, "published"), inArray(jobs.id, [...ids])));
  return new Map(rows.map((row) => [row.id, { id: row.id, prepared: prepareJob(row) }]));
}
