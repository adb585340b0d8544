import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cvs, students } from "../../db/schema/index.ts";
import type { SessionUser } from "../../lib/http/app-env.ts";
import type { Logger } from "../../lib/logger.ts";
import { findAccountByEmail } from "../accounts/find-account.ts";
import { isStudentVisibleToCompany } from "../cvs/student-visibility.ts";
import type { FileRow } from "./find-owned-file.ts";

/**
 * Who may fetch a file: its owner; anyone for a logo (it is on public company pages); a company for a
 * student's CV PDF or picture while that student is visible to it (PRODUCT §4) — and only for the PDF of
 * one of the student's CVs or the picture on the student's account, not for files the student left lying
 * in their storage.
 */
export async function canViewFile(options: {
  db: Db;
  logger: Logger;
  file: FileRow;
  viewer: SessionUser | null;
}): Promise<boolean> {
  const { db, file, viewer } = options;
  if (viewer?.id === file.ownerId) return true;
  if (file.purpose === "logo") return true;
  if (!viewer) return false;
  const account = await findAccountByEmail({ db, email: viewer.email, logger: options.logger });
  if (account?.role !== "company") return false;
  if (!(await isInUse(db, file))) return false;
  return isStudentVisibleToCompany(db, { studentId: file.ownerId, companyId: account.id });
}

async function isInUse(db: Db, file: FileRow): Promise<boolean> {
  if (file.purpose === "cv") {
    const [row] = await db
      .select({ id: cvs.id })
      .from(cvs)
      .where(and(eq(cvs.studentId, file.ownerId), eq(cvs.fileId, file.id)))
      .limit(1);
    return row !== undefined;
  }
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, file.ownerId), eq(students.avatarFileId, file.id)))
    .limit(1);
  return row !== undefined;
}
