import type { Db } from "../../../db/client.ts";
import { studentMatchEntries } from "../../../db/schema/index.ts";
import { isOneOf } from "../../../db/sql-helpers.ts";
import { loadStudentsByCvIds, type StudentEntry } from "../index/student-entries.ts";
import { cachePerDb, rowVersion } from "./versioned-cache.ts";

/**
 * How many students (entries of primary CVs) a process keeps prepared (per database handle: the primary's and
 * a replica's), the least recently used dropped first. A kept student took 2,766 bytes of heap (8,000 from the
 * 100k bench data, after full collections): the bound is some 55 MB a handle, whatever the number of students
 * (decision 034).
 */
export const PREPARED_STUDENTS_KEPT = 20_000;

const preparedStudents = cachePerDb<StudentEntry>(PREPARED_STUDENTS_KEPT);

/**
 * The entries of the students open to offers among `cvIds`, by CV id: the versions of their entries are read
 * (only students open to offers have one), those this process has prepared at that version for `today` are
 * taken as kept, and the others read and prepared.
 */
export async function poolStudentsByCvIds(
  db: Db,
  options: { cvIds: readonly string[]; today: string },
): Promise<Map<string, StudentEntry>> {
  // Kept for the day they are prepared for: a CV's prepared form depends on the day.
  const { today } = options;
  const dayVersion = (version: string) => `${version}@${today}`;
  const wanted = await db
    .select({ key: studentMatchEntries.cvId, version: rowVersion(studentMatchEntries) })
    .from(studentMatchEntries)
    .where(isOneOf(studentMatchEntries.cvId, options.cvIds));
  return preparedStudents(db).getOrRead(
    wanted.map(({ key, version }) => ({ key, version: dayVersion(version) })),
    async (cvIds) =>
      (await loadStudentsByCvIds(db, { cvIds, today })).map((read) => ({
        ...read,
        version: dayVersion(read.version),
      })),
  );
}

/** This process's prepared students of `db` (tests). */
export const preparedStudentsOf = preparedStudents;
