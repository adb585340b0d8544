import { jobPlacePoint, type PreparedJob, pointArea, prepareJob } from "@stint/matching";
import type { JobListItem } from "@stint/shared";
import { and, asc, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companies, jobs } from "../../../db/schema/index.ts";
import { oneByteJson } from "../../../lib/http/one-byte-json.ts";
import { keptJobCard } from "../../jobs/job-card.ts";
import { jobListColumns } from "../../jobs/job-dto.ts";
import { jobTerms } from "./skill-terms.ts";
import type { Loaded } from "./term-index.ts";

/**
 * A published job as the matching index holds it: prepared for the engine once, when it changes, and its
 * result card (with its company), so that a ranking's page needs no query for its cards. The card is also
 * kept as JSON text (`oneByteJson`, its `distanceKm` null and last), which a page joins instead of writing
 * 50 cards anew (decision 016).
 */
export type JobEntry = {
  readonly id: string;
  readonly prepared: PreparedJob;
  readonly card: JobListItem;
  readonly cardJson: string;
};

/** The job's card columns (which include all the engine reads), with its company's. */
const selectJobs = (db: Db, where: SQL | undefined) =>
  db
    .select(jobListColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.status, "published"), where));
type MatchJobRow = Awaited<ReturnType<typeof selectJobs>>[number];

/** The entry of a job with this card. The card has every field the engine reads: one copy of them held. */
export function jobEntryOf(card: JobListItem): JobEntry {
  return { id: card.id, prepared: prepareJob(card), card, cardJson: oneByteJson(card) };
}

export function indexedJob(row: MatchJobRow): Loaded<JobEntry> {
  const requiredSkillIds = row.requiredSkills.map((ref) => ref.skillId);
  const askedSkillIds = [...requiredSkillIds, ...row.niceToHaveSkills.map((ref) => ref.skillId)];
  const terms = jobTerms({ type: row.type, requiredSkillIds, askedSkillIds });
  const entry = jobEntryOf(keptJobCard(row));
  const point = jobPlacePoint(entry.prepared);
  return {
    key: row.id,
    entry,
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
