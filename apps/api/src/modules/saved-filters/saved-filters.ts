import type {
  CandidateFilter,
  SavedFilter,
  SavedFilterCreate,
  SavedFilterList,
  SavedFilterListQuery,
  SavedFilterPatch,
} from "@stint/shared/saved-filters";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/db-errors.ts";
import { savedFilters } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { checkOwnJob } from "../jobs/load-job.ts";

// A company keeps a handful of named filters; the list is not paged.

type Row = typeof savedFilters.$inferSelect;

const dto = (row: Row): SavedFilter => ({
  id: row.id,
  name: row.name,
  jobId: row.jobId,
  filter: row.filter as CandidateFilter,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const duplicateName = () =>
  conflict("You have a saved filter with this name already.", { name: "Choose a name you have not used yet." });

/** The company's filters by name; with `jobId` (one of its jobs), the ones for that job and for all jobs. */
export async function listSavedFilters(options: {
  db: Db;
  companyId: string;
  query: SavedFilterListQuery;
}): Promise<SavedFilterList> {
  const { db, companyId, query } = options;
  const conditions = [eq(savedFilters.companyId, companyId)];
  if (query.jobId !== undefined) {
    await checkOwnJob({ db, companyId, jobId: query.jobId });
    conditions.push(or(eq(savedFilters.jobId, query.jobId), isNull(savedFilters.jobId))!);
  }
  const rows = await db
    .select()
    .from(savedFilters)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${savedFilters.name})`), asc(savedFilters.id));
  return { items: rows.map(dto), total: rows.length };
}

export async function createSavedFilter(options: {
  db: Db;
  companyId: string;
  input: SavedFilterCreate;
}): Promise<SavedFilter> {
  const { db, companyId, input } = options;
  const jobId = input.jobId ?? null;
  if (jobId !== null) await checkOwnJob({ db, companyId, jobId });
  try {
    const [row] = await db
      .insert(savedFilters)
      .values({ companyId, jobId, name: input.name, filter: input.filter })
      .returning();
    return dto(row!);
  } catch (error) {
    // The unique index on (company, lower(name)) decides, so two concurrent saves of one name make one filter.
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

export async function updateSavedFilter(options: {
  db: Db;
  companyId: string;
  filterId: string;
  input: SavedFilterPatch;
}): Promise<SavedFilter> {
  const { db, companyId, filterId, input } = options;
  if (!isUuid(filterId)) throw notFound("This saved filter");
  if (input.jobId) await checkOwnJob({ db, companyId, jobId: input.jobId });
  try {
    const [row] = await db
      .update(savedFilters)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.jobId !== undefined ? { jobId: input.jobId } : {}),
        ...(input.filter !== undefined ? { filter: input.filter } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(savedFilters.id, filterId), eq(savedFilters.companyId, companyId)))
      .returning();
    if (!row) throw notFound("This saved filter");
    return dto(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

export async function deleteSavedFilter(options: { db: Db; companyId: string; filterId: string }): Promise<void> {
  const { db, companyId, filterId } = options;
  const deleted = isUuid(filterId)
    ? await db
        .delete(savedFilters)
        .where(and(eq(savedFilters.id, filterId), eq(savedFilters.companyId, companyId)))
        .returning({ id: savedFilters.id })
    : [];
  if (deleted.length === 0) throw notFound("This saved filter");
}
