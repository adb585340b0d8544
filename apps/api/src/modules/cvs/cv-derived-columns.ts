import type { CvFields } from "@stint/shared/cvs";

/**
 * The flat copy of a CV's skills that matching's GIN index reads (see db/schema/cvs.ts). Computed here for
 * create, edit and the demo bulk insert alike, so the copy never disagrees with the list it came from.
 */
export function cvDerivedColumns(cv: Pick<CvFields, "skills">): { skillIds: string[] } {
  return { skillIds: [...new Set(cv.skills.map((ref) => ref.skillId))] };
}
