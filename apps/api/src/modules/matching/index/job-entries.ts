import { jobPlacePoint, type PreparedJob, pointArea, prepareJob } from "@stint/matching";
import { and, asc, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { jobs } from "../../../db/schema/index.ts";
import { jobTerms } from "./skill-terms.ts";
import type { Loaded } from "./term-index.ts";

/** A published job as the matching index holds it: prepared for the engine once, when it changes. */
export type JobEntry = { readonly id: string; readonly prepared: PreparedJob };

/** The job columns the engine reads. */
const matchJobColumns = {
  id: jobs.id,
  publishedAt: jobs.publishedAt,
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

const selectJobs = (db: Db, where: SQL | undefined) =>
  db
    .select(matchJobColumns)
    .from(jobs)
    .where(and(eq(jobs.status, "published"), where));
type MatchJobRow = Awaited<ReturnType<typeof selectJobs>>[number];

export function indexedJob(row: MatchJobRow): Loaded<JobEntry> {
  const requiredSkillIds = row.requiredSkills.map((ref) => ref.skillId);
  const askedSkillIds = [...requiredSkillIds, ...row.niceToHaveSkills.map((ref) => ref.skillId)];
  const terms = jobTerms({ type: row.type, requiredSkillIds, askedSkillIds });
  const prepared = prepareJob(row);
  const point = jobPlacePoint(prepared);
  return {
    key: row.id,
    entry: { id: row.id, prepared },
    terms,
    area: point && pointArea(point),
    recency: row.publishedAt?.getTime() ?? 0,
  };
}

/** One chunk of all published jobs, in id order after `afterId`. */
export async function loadJobChunk(db: Db, afterId: string | null, size: number): Promise<Loaded<JobEntry>[]> {
  const rows = await selectJobs(db, afterId === null ? undefined : gt(jobs.id, afterId))
    .orderBy(asc(jobs.id))
    .limit(size);
  return rows.map(indexedJob);
}

/** The given jobs as they are now; a job missing from the result is gone or not published. */
export async function loadJobs(db: Db, ids: readonly string[]): Promise<Loaded<JobEntry>[]> {
  if (ids.length === 0) return [];
  return (await selectJobs(db, inArray(jobs.id, [...ids]))).map(indexedJob);
}
