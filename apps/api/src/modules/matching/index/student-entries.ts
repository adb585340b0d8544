import { cvPlaceArea, type PreparedCv, prepareCv } from "@stint/matching";
import { type CandidateStudent } from "@stint/shared/matching";
import { DEGREE_LEVELS, type DegreeLevel } from "@stint/shared/account";
import type { LatLon } from "@stint/shared/geo";
import { and, asc, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { cvs, studentMatchEntries, students } from "../../../db/schema/index.ts";
import { isOneOf } from "../../../db/sql-helpers.ts";
import { fileUrlOrNull } from "../../../lib/file-url.ts";
import { matchCvColumns, type MatchCvRow, studentProfileColumns } from "../match-inputs.ts";
import { rowVersion } from "../database/versioned-cache.ts";
import { cvTerms } from "./skill-terms.ts";
import type { Loaded } from "./term-index.ts";

/**
 * A student open to offers as the matching index holds them: their primary CV, prepared for the engine for
 * one day (a CV's prepared form depends on today: what is ongoing, how long experience lasted), and what the
 * company's filters ask about.
 */
export type StudentEntry = {
  readonly studentId: string;
  readonly cvId: string;
  /**
   * The CV row, read only to prepare it again when the day changes: kept as JSON text, one string instead of
   * the row's dozens of objects, which each of the process's full garbage collections would otherwise mark
   * again (at 100,000 students, a quarter of the index's heap and of the time to mark it). Null for an entry a
   * ranking from the database keeps for one day only (database/pool-students.ts), never prepared again.
   */
  readonly cvJson: string | null;
  prepared: PreparedCv;
  preparedFor: string;
  /** Language codes on the CV. */
  readonly languages: ReadonlySet<string>;
  /** DEGREE_LEVELS indexes: the profile's and the CV's education entries'. */
  readonly degreeLevels: readonly number[];
  /** `YYYY-MM` or null. */
  readonly expectedGraduation: string | null;
  /** The student's own city. */
  readonly home: LatLon | null;
  /** Who they are on a candidate list, so that a ranking's page needs no query for it. */
  readonly card: CandidateStudent;
};

/** What an entry is made of: a CV joined with its student. */
export const studentEntryColumns = {
  ...matchCvColumns,
  profile: studentProfileColumns,
  address: students.address,
  name: students.name,
  avatarFileId: students.avatarFileId,
  university: students.university,
  updatedAt: cvs.updatedAt,
};

const selectStudents = (db: Db, where: SQL | undefined) =>
  db
    .select(studentEntryColumns)
    .from(cvs)
    .innerJoin(students, eq(students.id, cvs.studentId))
    .where(and(eq(students.openToOffers, true), eq(cvs.isPrimary, true), where));
export type StudentEntryRow = Awaited<ReturnType<typeof selectStudents>>[number];

const degreeIndex = (level: DegreeLevel) => DEGREE_LEVELS.indexOf(level);

/**
 * A CV and its student as a ranking scores them (the index's entry, or any other CV scored the same way).
 * `forOneDay`: without the JSON copy that prepares it again another day (database/pool-students.ts).
 */
export function studentOf(row: StudentEntryRow, today: string, options: { forOneDay?: boolean } = {}): StudentEntry {
  const { address, updatedAt: _updatedAt, name, avatarFileId, university, ...cv } = row;
  const degrees = [
    ...(cv.profile.degreeLevel ? [cv.profile.degreeLevel] : []),
    ...cv.education.map((e) => e.degreeLevel),
  ];
  return {
    studentId: cv.studentId,
    cvId: cv.id,
    cvJson: options.forOneDay ? null : JSON.stringify(cv),
    prepared: prepareCv(cv, { today, student: cv.profile }),
    preparedFor: today,
    languages: new Set(cv.languages.map((ref) => ref.language)),
    degreeLevels: degrees.map(degreeIndex),
    expectedGraduation: cv.profile.expectedGraduation,
    home: address ? { lat: address.lat, lon: address.lon } : null,
    card: { id: cv.studentId, name, avatar: fileUrlOrNull(avatarFileId), university, city: address?.city ?? null },
  };
}

/** The matching index's entry for a CV and its student: filed by its terms, its place area and its recency. */
export function studentEntryOf(row: StudentEntryRow, today: string): Loaded<StudentEntry> {
  const entry = studentOf(row, today);
  return {
    key: entry.studentId,
    area: cvPlaceArea(entry.prepared),
    entry,
    terms: cvTerms({ desiredTypes: row.desiredTypes, skillIds: row.skills.map((ref) => ref.skillId) }),
    recency: row.updatedAt.getTime(),
  };
}

/** The entry's CV prepared for `today`, prepared again when the day has changed since. */
export function preparedCvOf(entry: StudentEntry, today: string): PreparedCv {
  if (entry.preparedFor !== today) {
    if (entry.cvJson === null) throw new Error(`a CV kept for ${entry.preparedFor} was scored for ${today}`);
    const cv = JSON.parse(entry.cvJson) as MatchCvRow;
    entry.prepared = prepareCv(cv, { today, student: cv.profile });
    entry.preparedFor = today;
  }
  return entry.prepared;
}

/** One chunk of all students open to offers with a primary CV, in CV id order after `afterCvId`. */
export async function loadStudentChunk(
  db: Db,
  options: { afterCvId: string | null; size: number; today: string },
): Promise<Loaded<StudentEntry>[]> {
  const rows = await selectStudents(db, options.afterCvId === null ? undefined : gt(cvs.id, options.afterCvId))
    .orderBy(asc(cvs.id))
    .limit(options.size);
  return rows.map((row) => studentEntryOf(row, options.today));
}

/**
 * The entries of the given primary CVs of students open to offers (others are left out), each with the version
 * of its row in `student_match_entries` (database/versioned-cache.ts): the row read with it, so the version
 * is the entry's. Prepared for `today` only (a ranking from the database keeps them a day).
 */
export async function loadStudentsByCvIds(
  db: Db,
  options: { cvIds: readonly string[]; today: string },
): Promise<{ key: string; version: string; value: StudentEntry }[]> {
  if (options.cvIds.length === 0) return [];
  const rows = await db
    .select({ ...studentEntryColumns, version: rowVersion(studentMatchEntries) })
    .from(cvs)
    .innerJoin(students, eq(students.id, cvs.studentId))
    .innerJoin(studentMatchEntries, eq(studentMatchEntries.cvId, cvs.id))
    .where(isOneOf(cvs.id, options.cvIds));
  return rows.map(({ version, ...row }) => ({
    key: row.id,
    version,
    value: studentOf(row, options.today, { forOneDay: true }),
  }));
}

/** The given students as they are now; one missing from the result is gone, closed to offers or without CV. */
export async function loadStudents(
  db: Db,
  options: { studentIds: readonly string[]; today: string },
): Promise<Loaded<StudentEntry>[]> {
  if (options.studentIds.length === 0) return [];
  const rows = await selectStudents(db, inArray(students.id, [...options.studentIds]));
  return rows.map((row) => studentEntryOf(row, options.today));
}
