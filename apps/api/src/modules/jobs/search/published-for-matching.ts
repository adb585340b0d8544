import type { JobSearchQuery } from "@stint/shared/job-search";
import type { JobListItem } from "@stint/shared/jobs";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companies, jobs } from "../../../db/schema/index.ts";
import { keptJobCard } from "../job-card.ts";
import { jobListColumns } from "../job-dto.ts";
import { filterConditions, filterParts, textMatch } from "./search-conditions.ts";

/**
 * What matching reads of published jobs when it ranks from the database (decision 034): the cards of the jobs
 * it scores, by id, and a public search's filters as a condition to put in its own query, instead of the set of
 * every id the search finds (hundreds of thousands at a million jobs).
 */

/** The published jobs' cards among `ids` (in no particular order; others are left out). */
export async function publishedCardsByIds(db: Db, ids: readonly string[]): Promise<JobListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(jobListColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.status, "published"), inArray(jobs.id, [...ids])));
  return rows.map(keptJobCard);
}

/**
 * The public search's words (as typed) and filters as one condition over published jobs, what `publicSearchIds`
 * asks the database; null when the search asks for nothing.
 */
export function publicSearchCondition(query: JobSearchQuery): SQL | null {
  const q = query.q?.trim() || undefined;
  if (!q && filterParts(query, { kind: "public" }).length === 0) return null;
  const filters = filterConditions(query, { kind: "public" });
  return q ? and(filters, textMatch(q))! : filters;
}
