import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cvs } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { matchCvColumns, type MatchCvRow } from "./match-inputs.ts";

export const cvNotFound = () => notFound("This CV");

/** A CV by id with the columns the engine reads, or null. */
export async function findMatchCv(options: { db: Db; cvId: string }): Promise<MatchCvRow | null> {
  if (!isUuid(options.cvId)) return null;
  const [row] = await options.db.select(matchCvColumns).from(cvs).where(eq(cvs.id, options.cvId)).limit(1);
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
  const [primary] = await db
    .select(matchCvColumns)
    .from(cvs)
    .where(and(eq(cvs.studentId, studentId), eq(cvs.isPrimary, true)))
    .limit(1);
  if (!primary) throw new AppError("not-found", 404, "Create a CV first: jobs are matched to your CVs.");
  return primary;
}
