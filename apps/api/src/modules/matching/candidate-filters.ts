import { type CandidatesQuery } from "@stint/shared/matching";
import { DEGREE_LEVELS } from "@stint/shared/account";
import { haversineKm, type LatLon } from "@stint/shared/geo";
import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, cvs, invitations, students } from "../../db/schema/index.ts";
import { containsPattern } from "../../db/sql-helpers.ts";
import type { StudentEntry } from "./index/student-entries.ts";

/**
 * The company's candidate filters. Text (`q`, `university`) is matched by the database, as everywhere else;
 * the rest on the matching index's entries, where the engine's inputs already are.
 */
export function candidateFilter(
  query: CandidatesQuery,
  jobPlace: LatLon | null,
  textMatches: ReadonlySet<string> | null,
): (student: StudentEntry) => boolean {
  const minDegree = query.degree ? DEGREE_LEVELS.indexOf(query.degree) : null;
  return (student) => {
    if (textMatches !== null && !textMatches.has(student.cvId)) return false;
    const skills = student.prepared.skills;
    if (query.skills && !query.skills.every((skillId) => skills.has(skillId))) return false;
    if (query.languages && !query.languages.every((code) => student.languages.has(code))) return false;
    if (minDegree !== null && !student.degreeLevels.some((level) => level >= minDegree)) return false;
    const graduation = student.expectedGraduation;
    if (query.graduationFrom && (graduation === null || graduation < query.graduationFrom)) return false;
    if (query.graduationTo && (graduation === null || graduation > query.graduationTo)) return false;
    if (query.distanceKm !== undefined) {
      if (!jobPlace || !student.home || haversineKm(student.home, jobPlace) > query.distanceKm) return false;
    }
    return true;
  };
}

/**
 * The CVs a list ranks whose text, or whose student's name or studies, match the text filters; null without
 * any. The invitable are ranked by the primary CVs of students open to offers; a job's applicants and
 * invitees by any of their CVs (the one they applied with), open to offers or not.
 */
export async function cvIdsMatchingText(db: Db, query: CandidatesQuery, jobId: string): Promise<Set<string> | null> {
  const q = query.q?.trim();
  const university = query.university?.trim();
  if (!q && !university) return null;
  const conditions =
    query.scope === "invitable"
      ? [eq(students.openToOffers, true), eq(cvs.isPrimary, true)]
      : [
          or(
            sql`${cvs.studentId} in (select ${applications.studentId} from ${applications} where ${applications.jobId} = ${jobId})`,
            sql`${cvs.studentId} in (select ${invitations.studentId} from ${invitations} where ${invitations.jobId} = ${jobId})`,
          )!,
        ];
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(
        sql`${students.name} ilike ${pattern}`,
        sql`${students.university} ilike ${pattern}`,
        sql`${students.fieldOfStudy} ilike ${pattern}`,
        sql`${cvs.title} ilike ${pattern}`,
        sql`${cvs.summary} ilike ${pattern}`,
      )!,
    );
  }
  if (university) {
    const pattern = containsPattern(university);
    conditions.push(
      or(
        sql`${students.university} ilike ${pattern}`,
        sql`exists (select 1 from jsonb_array_elements(${cvs.education}) as entry where entry ->> 'school' ilike ${pattern})`,
      )!,
    );
  }
  const rows = await db
    .select({ id: cvs.id })
    .from(cvs)
    .innerJoin(students, eq(students.id, cvs.studentId))
    .where(and(...conditions));
  return new Set(rows.map((row) => row.id));
}
