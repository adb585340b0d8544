/**
 * Who may see what of a student (PRODUCT §4, §5, §10), as one table. A relation is something true between
 * a viewer and a student; a resource is granted when any of the viewer's relations grants it. How each
 * relation is found is view-student.ts.
 */
export const STUDENT_RESOURCES = ["profile", "avatar", "cv", "cv-file", "contact"] as const;
export type StudentResource = (typeof STUDENT_RESOURCES)[number];

export const STUDENT_RELATIONS = [
  "self",
  "company-while-open-to-offers",
  "company-applied-to",
  "company-applied-to-with-this-cv",
  "company-invitation-accepted",
  "company-matched",
] as const;
export type StudentRelation = (typeof STUDENT_RELATIONS)[number];

const GRANTS: Record<StudentRelation, readonly StudentResource[]> = {
  self: STUDENT_RESOURCES,
  // A student open to offers lets companies find them and read their CVs; contact details wait for a match.
  "company-while-open-to-offers": ["profile", "avatar", "cv", "cv-file"],
  // The student applied to one of the company's jobs (whatever became of the application): the company sees
  // who applied, but of the student's CVs only the one applied with (the next relation).
  "company-applied-to": ["profile", "avatar"],
  // The CV (or the CV's PDF) asked about is the one on an application to the company, for as long as the
  // application exists.
  "company-applied-to-with-this-cv": ["profile", "avatar", "cv", "cv-file"],
  // The student accepted the company's invitation (PRODUCT §4): the company may open the student's CVs.
  "company-invitation-accepted": ["profile", "avatar", "cv", "cv-file"],
  // A match that has not ended unlocks contact details (email, phone) for both sides (PRODUCT §5, §10).
  "company-matched": ["profile", "avatar", "contact"],
};

export function studentAccessAllows(relations: Iterable<StudentRelation>, resource: StudentResource): boolean {
  for (const relation of relations) if (GRANTS[relation].includes(resource)) return true;
  return false;
}
