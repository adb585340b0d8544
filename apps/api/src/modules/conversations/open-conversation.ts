import type { ConversationJobReason } from "@stint/shared/conversations";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversationJobs, conversations } from "../../db/schema/index.ts";
import type { ConversationRow } from "./conversation-party.ts";

/**
 * The one conversation of a company and a student, created when there is none (a unique index makes two
 * concurrent openings meet on one row), locked for the caller's transaction, with `jobs` added to the jobs it
 * concerns. Returns the row as it was before the caller's message.
 */
export async function openConversation(options: {
  tx: Db;
  companyId: string;
  studentId: string;
  jobs: readonly { jobId: string; reason: ConversationJobReason }[];
  now: Date;
}): Promise<{ row: ConversationRow; jobsAdded: boolean }> {
  const { tx, companyId, studentId, now } = options;
  await tx.insert(conversations).values({ companyId, studentId, createdAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.companyId, companyId), eq(conversations.studentId, studentId)))
    .for("update");
  let jobsAdded = false;
  if (options.jobs.length > 0) {
    const added = await tx
      .insert(conversationJobs)
      .values(options.jobs.map((job) => ({ conversationId: row!.id, ...job, createdAt: now })))
      .onConflictDoNothing()
      .returning({ jobId: conversationJobs.jobId });
    jobsAdded = added.length > 0;
  }
  return { row: row!, jobsAdded };
}
