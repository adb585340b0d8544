/**
 * Who may see what of a student (PRODUCT §4, §5, §10), as one table. A relation is something true between
 * a viewer and a student; a resource is granted when any of the viewer's relations grants it. Applications,
 * invitations and matches extend this file with their relations (and view-student.ts with how each is found).
 */
export const STUDENT_RESOURCES = ["profile", "avatar", "cv", "cv-file", "contact"] as const;
export type StudentResource = (typeof STUDENT_RESOURCES)[number];

export const STUDENT_RELATIONS = ["self", "company-while-open-to-offers"] as const;
export type StudentRelation = (typeof STUDENT_RELATIONS)[number];

const GRANTS: Record<StudentRelation, readonly StudentResource[]> = {
  self: STUDENT_RESOURCES,
  // A student open to offers lets companies find them and read their CVs; contact details wait for a match.
  "company-while-open-to-offers": ["profile", "avatar", "cv", "cv-file"],
};

export function studentAccessAllows(relations: Iterable<StudentRelation>, resource: StudentResource): boolean {
  for (const relation of relations) if (GRANTS[relation].includes(resource)) return true;
  return false;
}
