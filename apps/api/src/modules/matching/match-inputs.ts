import type { MatchContext, MatchCv, MatchJob, MatchStudentProfile } from "@stint/matching";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cvs, students } from "../../db/schema/index.ts";

/** The CV columns the engine reads. */
export const matchCvColumns = {
  id: cvs.id,
  studentId: cvs.studentId,
  education: cvs.education,
  experience: cvs.experience,
  skills: cvs.skills,
  skillIds: cvs.skillIds,
  languages: cvs.languages,
  desiredTypes: cvs.desiredTypes,
  desiredWorkModes: cvs.desiredWorkModes,
  preferredPlaces: cvs.preferredPlaces,
  radiusKm: cvs.radiusKm,
  willingToRelocate: cvs.willingToRelocate,
  availableFrom: cvs.availableFrom,
  availableTo: cvs.availableTo,
};

/** What the student's account says of their studies: the engine's fallback when a CV lists no education. */
export const studentProfileColumns = {
  degreeLevel: students.degreeLevel,
  fieldOfStudy: students.fieldOfStudy,
  expectedGraduation: students.expectedGraduation,
};

type ColumnValue<C> = C extends { _: { notNull: true; data: infer D } }
  ? D
  : C extends { _: { data: infer D } }
    ? D | null
    : never;
export type MatchCvRow = { [K in keyof typeof matchCvColumns]: ColumnValue<(typeof matchCvColumns)[K]> } & MatchCv;

/** Today as the engine wants it; the engine itself never reads the clock. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

export function matchContext(profile: MatchStudentProfile | undefined, today: string): MatchContext {
  return { today, student: profile ?? null };
}

export async function loadStudentProfile(options: { db: Db; studentId: string }): Promise<MatchStudentProfile> {
  const [row] = await options.db
    .select(studentProfileColumns)
    .from(students)
    .where(eq(students.id, options.studentId))
    .limit(1);
  return row ?? { degreeLevel: null, fieldOfStudy: null, expectedGraduation: null };
}

/** A job row with the engine's fields (job rows of the jobs module have them all). */
export type MatchJobRow = MatchJob & { id: string };
