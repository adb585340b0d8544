import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared-per-db.ts";
import { cvs, students } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { matchCvColumns, type MatchCvRow, studentProfileColumns } from "./match-inputs.ts";

export const cvNotFound = () => notFound("This CV");

const selectMatchCvs = (db: Db, where: SQL | undefined) =>
  db
    .select({ ...matchCvColumns, profile: studentProfileColumns })
    .from(cvs)
    .innerJoin(students, eq(students.id, cvs.studentId))
    .where(where);

async function selectMatchCv(db: Db, where: SQL | undefined): Promise<MatchCvRow | null> {
  const [row] = await selectMatchCvs(db, where).limit(1);
  return row ?? null;
}

/** Several CVs by id, as findMatchCv reads one (in no particular order; unknown ids are left out). */
export function findMatchCvs(options: { db: Db; cvIds: string[] }): Promise<MatchCvRow[]> {
  const ids = options.cvIds.filter(isUuid);
  return ids.length === 0 ? Promise.resolve([]) : selectMatchCvs(options.db, inArray(cvs.id, ids));
}

/** A CV by id with the columns the engine reads and its student's profile, or null. */
export function findMatchCv(options: { db: Db; cvId: string }): Promise<MatchCvRow | null> {
  if (!isUuid(options.cvId)) return Promise.resolve(null);
  return selectMatchCv(options.db, eq(cvs.id, options.cvId));
}

// Read for every page of job cards a student sees (their scores), hence prepared.
const primaryMatchCv = preparedPerDb((db) =>
  selectMatchCvs(db, and(eq(cvs.studentId, sql.placeholder("studentId")), eq(cvs.isPrimary, true)))
    .limit(1)
    .prepare("primary_match_cv"),
);

/** The student's primary CV with the columns the engine reads, or null when they have no CV. */
export async function findPrimaryMatchCv(options: { db: Db; studentId: string }): Promise<MatchCvRow | null> {
  const [row] = await primaryMatchCv(options.db).execute({ studentId: options.studentId });
  return row ?? null;
}

/**
 * The student's CV to match with: the one asked for (404 when it is not theirs), else the primary. A
 * student without CVs gets a 404 that says what to do.
 */
export async function loadOwnMatchCv(options: { db: Db; studentId: string; cvId?: string }): Promise<MatchCvRow> {
  const { db, studentId, cvId } = options;
  if (cvId !== undefined) {
    const row = await findMatchCv({ db, cvId });
    if (!row || row.studentId !== studentId) throw cvNotFound();
    return row;
  }
  const primary = await findPrimaryMatchCv({ db, studentId });
  if (!primary) throw new AppError("not-found", 404, "Create a CV first: jobs are matched to your CVs.");
  return primary;
}
