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

/**
 * What the student's account says of their studies: the engine's fallback when a CV lists no education.
 * Selected with the CV (a join on its student), so a CV and its profile come in one query.
 */
export const studentProfileColumns = {
  degreeLevel: students.degreeLevel,
  fieldOfStudy: students.fieldOfStudy,
  expectedGraduation: students.expectedGraduation,
};

export type MatchCvRow = Pick<typeof cvs.$inferSelect, keyof typeof matchCvColumns> & {
  profile: Pick<typeof students.$inferSelect, keyof typeof studentProfileColumns>;
};

/** Today as the engine wants it; the engine itself never reads the clock. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
