import type { ConversationStart, ConversationStarted } from "@stint/shared/conversations";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { JOB_REASON, mayStartConversation } from "../access/conversation-access-policy.ts";
import { findPairRelations } from "../access/conversation-relations.ts";
import { canViewStudent } from "../access/view-student.ts";
import type { Party } from "../applications/party.ts";
import { appendMessage } from "./append-message.ts";
import { conversationDetail } from "./conversation-dto.ts";
import { notAllowedToStart } from "./conversation-errors.ts";
import { loadOwnConversation } from "./conversation-party.ts";
import { messageDto } from "./message-dto.ts";
import { openConversation } from "./open-conversation.ts";

/**
 * `POST /api/conversations`: a company writes to a student (a student to a company) about an application,
 * invitation or match between them (conversation-access-policy.ts). Opens the pair's one conversation or adds
 * to it, listing every job that relates them (or only `jobId`, which must be one of them). A student the
 * company may not see at all, or a company that does not exist, is a 404; a pair with no relation a 403.
 */
export async function startConversation(options: {
  db: Db;
  party: Party;
  input: ConversationStart;
  now: Date;
}): Promise<ConversationStarted> {
  const { db, party, input, now } = options;
  const pair = await resolvePair(db, party, input);
  const relations = (await findPairRelations({ db, ...pair })).filter(
    (relation) => input.jobId === undefined || relation.jobId === input.jobId,
  );
  if (
    !mayStartConversation(
      party.role,
      relations.map((relation) => relation.relation),
    )
  )
    throw notAllowedToStart();
  const jobs = relations.flatMap((relation) =>
    relation.jobId === null ? [] : [{ jobId: relation.jobId, reason: JOB_REASON[relation.relation] }],
  );
  const { conversationId, messageId } = await db.transaction(async (tx) => {
    const { row } = await openConversation({ tx, ...pair, jobs, now });
    const message = await appendMessage({
      tx,
      party,
      conversation: row,
      body: input.body,
      fileIds: input.fileIds ?? [],
      now,
    });
    return { conversationId: row.id, messageId: message.id };
  });
  const conversation = await loadOwnConversation({ db, party, conversationId });
  return {
    conversation: await conversationDetail(db, party, conversation),
    message: await messageDto({ db, party, conversation, messageId }),
  };
}

async function resolvePair(
  db: Db,
  party: Party,
  input: ConversationStart,
): Promise<{ companyId: string; studentId: string }> {
  if (party.role === "company") {
    const studentId = input.studentId;
    if (studentId === undefined) throw badRequest("Name the student.", { studentId: "Name the student." });
    const viewer = { userId: party.userId, email: "", role: "company" as const, accountId: party.accountId };
    if (!(await canViewStudent({ db, viewer, studentId, resource: "profile" }))) throw notFound("This student");
    return { companyId: party.accountId, studentId };
  }
  const companyId = input.companyId;
  if (companyId === undefined) throw badRequest("Name the company.", { companyId: "Name the company." });
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound("This company");
  return { companyId, studentId: party.accountId };
}
