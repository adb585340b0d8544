import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, invitations, matches } from "../../db/schema/index.ts";
import type { ConversationPairRelation } from "./conversation-access-policy.ts";

// jobId is null for an application whose job was deleted: the relation holds, no job is listed.
export type PairRelation = { jobId: string | null; relation: ConversationPairRelation };

/**
 * Every relation between a company and a student, per job (conversation-access-policy.ts): their
 * applications, open or accepted invitations and matches, in one statement.
 */
export async function findPairRelations(options: {
  db: Db;
  companyId: string;
  studentId: string;
}): Promise<PairRelation[]> {
  const { db, companyId, studentId } = options;
  const applied = db
    .select({ jobId: applications.jobId, relation: sql<ConversationPairRelation>`'applied'`.as("relation") })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.studentId, studentId)));
  const invited = db
    .select({
      jobId: invitations.jobId,
      relation: sql<ConversationPairRelation>`case when ${invitations.status} = 'accepted' then 'invitation-accepted' else 'invited' end`,
    })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        eq(invitations.studentId, studentId),
        inArray(invitations.status, ["open", "accepted"]),
      ),
    );
  const matched = db
    .select({ jobId: matches.jobId, relation: sql<ConversationPairRelation>`'matched'` })
    .from(matches)
    .where(and(eq(matches.companyId, companyId), eq(matches.studentId, studentId)));
  const rows = await applied.unionAll(invited).unionAll(matched);
  return rows.map((row) => ({ jobId: row.jobId, relation: row.relation }));
}
