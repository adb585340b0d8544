import type { ConversationDetail, ConversationJobReason, ConversationSummary } from "@stint/shared/conversations";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, conversationJobs, jobs, students } from "../../db/schema/index.ts";
import { fileUrlOrNull } from "../../lib/file-url.ts";
import { companySeesStudent, mayWrite } from "../access/conversation-access-policy.ts";
import { findStudentRelationsOfCompany } from "../access/view-student.ts";
import type { Party } from "../applications/party.ts";
import { type ConversationRow, otherAccountId, otherRole, sideOf } from "./conversation-party.ts";

/** What the viewer is shown of the other side: a student's name and picture only as the access policy allows. */
export type OtherSide = { name: string; avatarFileId: string | null };

export const HIDDEN_STUDENT_NAME = "A student";
export const DELETED_ACCOUNT_NAME = "Deleted account";

/** The other sides of several conversations of the viewer, by account id, in one statement (two for a company). */
export async function loadOtherSides(
  db: Db,
  party: Party,
  otherIds: readonly string[],
): Promise<Map<string, OtherSide>> {
  const result = new Map<string, OtherSide>();
  const ids = [...new Set(otherIds)];
  if (ids.length === 0) return result;
  if (party.role === "student") {
    const rows = await db
      .select({ id: companies.id, name: companies.name, avatarFileId: companies.logoFileId })
      .from(companies)
      .where(inArray(companies.id, ids));
    for (const row of rows) result.set(row.id, { name: row.name, avatarFileId: row.avatarFileId });
    return result;
  }
  const [rows, relations] = await Promise.all([
    db
      .select({ id: students.id, name: students.name, avatarFileId: students.avatarFileId })
      .from(students)
      .where(inArray(students.id, ids)),
    findStudentRelationsOfCompany({ db, companyId: party.accountId, studentIds: ids }),
  ]);
  for (const row of rows) {
    const sees = companySeesStudent(relations.get(row.id) ?? []);
    result.set(row.id, {
      name: sees.name ? row.name : HIDDEN_STUDENT_NAME,
      avatarFileId: sees.avatar ? row.avatarFileId : null,
    });
  }
  return result;
}

type JobEntry = ConversationSummary["jobs"][number];

/** The jobs of several conversations, each once with its reasons, in the order they joined. */
async function loadJobs(db: Db, conversationIds: readonly string[]): Promise<Map<string, JobEntry[]>> {
  const result = new Map<string, JobEntry[]>();
  if (conversationIds.length === 0) return result;
  const rows = await db
    .select({
      conversationId: conversationJobs.conversationId,
      jobId: jobs.id,
      title: jobs.title,
      reason: conversationJobs.reason,
    })
    .from(conversationJobs)
    .innerJoin(jobs, eq(jobs.id, conversationJobs.jobId))
    .where(inArray(conversationJobs.conversationId, [...conversationIds]))
    .orderBy(asc(conversationJobs.createdAt), asc(jobs.id));
  for (const row of rows) {
    const list = result.get(row.conversationId) ?? [];
    const entry = list.find((job) => job.id === row.jobId);
    if (entry) addReason(entry.reasons, row.reason);
    else list.push({ id: row.jobId, title: row.title, reasons: [row.reason] });
    result.set(row.conversationId, list);
  }
  return result;
}

const addReason = (reasons: ConversationJobReason[], reason: ConversationJobReason) => {
  if (!reasons.includes(reason)) reasons.push(reason);
};

/** Summaries of the viewer's conversations, in the order given. */
export async function conversationSummaries(
  db: Db,
  party: Party,
  rows: readonly ConversationRow[],
): Promise<ConversationSummary[]> {
  const otherIds = rows.map((row) => otherAccountId(row, party)).filter((id): id is string => id !== null);
  const [others, jobsOf] = await Promise.all([
    loadOtherSides(db, party, otherIds),
    loadJobs(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => summaryOf(row, party, others, jobsOf.get(row.id) ?? []));
}

function summaryOf(
  row: ConversationRow,
  party: Party,
  others: Map<string, OtherSide>,
  jobList: JobEntry[],
): ConversationSummary {
  const otherId = otherAccountId(row, party);
  const other = otherId === null ? undefined : others.get(otherId);
  const deleted = other === undefined;
  return {
    id: row.id,
    other: {
      kind: otherRole(party.role),
      id: deleted ? null : otherId,
      name: other?.name ?? DELETED_ACCOUNT_NAME,
      avatarUrl: fileUrlOrNull(other?.avatarFileId ?? null),
      deleted,
    },
    jobs: jobList,
    // A deleted side's conversation keeps no messages (decision 027).
    lastMessage:
      deleted || row.lastMessageAt === null
        ? null
        : {
            preview: row.lastPreview ?? "",
            sentAt: row.lastMessageAt.toISOString(),
            fromMe: row.lastSenderId === party.userId,
          },
    unread: deleted ? 0 : sideOf(row, party.role).unread,
    closed: row.blockedBy === null ? null : { by: row.blockedBy === party.role ? "me" : "other" },
  };
}

/** The conversation as its page shows it: the summary, whether the viewer may write, the other's read mark. */
export async function conversationDetail(db: Db, party: Party, row: ConversationRow): Promise<ConversationDetail> {
  const [summary] = await conversationSummaries(db, party, [row]);
  return detailOf(summary!, row, party);
}

export function detailOf(summary: ConversationSummary, row: ConversationRow, party: Party): ConversationDetail {
  const other = sideOf(row, otherRole(party.role));
  return {
    ...summary,
    canWrite: mayWrite({ blocked: row.blockedBy !== null, otherDeleted: summary.other.deleted }),
    otherReadUpTo: summary.other.deleted ? null : (other.readSentAt?.toISOString() ?? null),
  };
}

/** The viewer's own name and the other side's as the viewer is shown it, for naming a conversation's messages. */
export async function conversationNames(
  db: Db,
  party: Party,
  row: ConversationRow,
): Promise<{ mine: string; other: string }> {
  const table = party.role === "company" ? companies : students;
  const otherId = otherAccountId(row, party);
  const [[mine], others] = await Promise.all([
    db.select({ name: table.name }).from(table).where(eq(table.id, party.accountId)),
    loadOtherSides(db, party, otherId === null ? [] : [otherId]),
  ]);
  return { mine: mine?.name ?? "", other: (otherId && others.get(otherId)?.name) || DELETED_ACCOUNT_NAME };
}
