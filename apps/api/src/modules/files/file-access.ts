import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversations, cvs, messageAttachments, messages, students } from "../../db/schema/index.ts";
import type { Viewer } from "../../lib/http/viewer.ts";
import { canViewStudent } from "../access/view-student.ts";
import type { FileRow } from "./find-owned-file.ts";

/**
 * Who may fetch a file: its owner; anyone for a logo (it is on public company pages); for a student's CV PDF
 * or picture, whoever the access policy lets see it (modules/access) — and only for the PDF of one of the
 * student's CVs or the picture on the student's account, not for files the student left lying in their
 * storage. A file attached to a message is also for both sides of the message's conversation.
 */
export async function canViewFile(options: { db: Db; file: FileRow; viewer: Viewer | null }): Promise<boolean> {
  const { db, file, viewer } = options;
  if (viewer?.userId === file.ownerId) return true;
  if (file.purpose === "logo") return true;
  if (!viewer) return false;
  if (await isAttachedInConversationOf(db, file.id, viewer.userId)) return true;
  if (!(await isInUse(db, file))) return false;
  if (file.purpose === "cv") {
    return canViewStudent({ db, viewer, studentId: file.ownerId, resource: "cv-file", cv: { fileId: file.id } });
  }
  return canViewStudent({ db, viewer, studentId: file.ownerId, resource: "avatar" });
}

/** The file is attached to a message of a conversation the viewer is a side of (modules/conversations). */
async function isAttachedInConversationOf(db: Db, fileId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ fileId: messageAttachments.fileId })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messageAttachments.fileId, fileId),
        or(eq(conversations.companyId, userId), eq(conversations.studentId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
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
