import type { CvStudent } from "@stint/shared/cvs";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import { fileUrlOrNull } from "../../lib/file-url.ts";

/**
 * Whose a CV is, for a company reading it: the student's name and studies when the policy shows it their
 * profile, the picture when it shows the avatar; nothing without the profile.
 */
export async function cvStudent(options: {
  db: Db;
  studentId: string;
  profile: boolean;
  avatar: boolean;
}): Promise<CvStudent | null> {
  if (!options.profile) return null;
  const [row] = await options.db
    .select({
      name: students.name,
      avatarFileId: students.avatarFileId,
      university: students.university,
      fieldOfStudy: students.fieldOfStudy,
    })
    .from(students)
    .where(eq(students.id, options.studentId));
  if (!row) return null;
  return {
    name: row.name,
    avatarUrl: options.avatar ? fileUrlOrNull(row.avatarFileId) : null,
    university: row.university,
    fieldOfStudy: row.fieldOfStudy,
  };
}
