import type { ConversationJobReason } from "@stint/shared/conversations";
import { type StudentRelation, studentAccessAllows } from "./student-access-policy.ts";

/**
 * Who may do what in a conversation between a company and a student (issue 32, decision 027), as one table.
 * A pair relation is something between the company and the student about one job (found by
 * conversation-relations.ts); a conversation's parties are its company and its student, nobody else (another
 * user's conversation is a 404).
 */
export const CONVERSATION_PAIR_RELATIONS = ["applied", "invited", "invitation-accepted", "matched"] as const;
export type ConversationPairRelation = (typeof CONVERSATION_PAIR_RELATIONS)[number];
export type ConversationSide = "company" | "student";

/** Which side may open (or add a job to) the conversation of the pair because of a relation. */
const STARTS: Record<ConversationPairRelation, readonly ConversationSide[]> = {
  // The student applied to one of the company's jobs, whatever became of the application.
  applied: ["company", "student"],
  // An open invitation: its own message opened the conversation (the company), the student may answer it.
  invited: ["company", "student"],
  // The student accepted the company's invitation.
  "invitation-accepted": ["company", "student"],
  // A match, also after it ended (ending deletes nothing; either side may still write).
  matched: ["company", "student"],
};

/** Why a job is listed on the conversation. */
export const JOB_REASON: Record<ConversationPairRelation, ConversationJobReason> = {
  applied: "application",
  invited: "invitation",
  "invitation-accepted": "invitation",
  matched: "match",
};

export function mayStartConversation(side: ConversationSide, relations: Iterable<ConversationPairRelation>): boolean {
  for (const relation of relations) if (STARTS[relation].includes(side)) return true;
  return false;
}

/** The state of a conversation that decides whether its parties may write in it. */
export type ConversationState = { blocked: boolean; otherDeleted: boolean };

/** A party writes while neither side has blocked the other and the other's account exists. */
export const mayWrite = (state: ConversationState): boolean => !state.blocked && !state.otherDeleted;

/**
 * What a company is shown of the student it talks to: never more than the student access policy grants it
 * (name with `profile`, picture with `avatar`; contact details are never part of a conversation). A student
 * sees the company's public name and logo.
 */
export const companySeesStudent = (relations: Iterable<StudentRelation>) => {
  const list = [...relations];
  return { name: studentAccessAllows(list, "profile"), avatar: studentAccessAllows(list, "avatar") };
};
