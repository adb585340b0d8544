import type { ConversationJobReason, ConversationSummary, Message } from "@stint/shared/conversations";
import { eq, getTableName, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  companies,
  conversationJobs,
  conversations,
  files,
  jobs,
  messageAttachments,
  messages,
  students,
} from "../../db/schema/index.ts";
import { fileUrl } from "../../lib/file-url.ts";
import { companySeesStudent } from "../access/conversation-access-policy.ts";
import { relationsOf, studentRelationColumns } from "../access/view-student.ts";
import type { Party } from "../applications/party.ts";

// What a page shows besides its own rows (the other side's name as the access policy allows, the jobs, the
// attachments) as columns of the page's one statement: each request pays the per-statement cost once or twice,
// not six or seven times (decision 027, "Measured").

/** What the viewer is shown of the other side: a student's name and picture only as the access policy allows. */
export type OtherSide = { name: string; avatarFileId: string | null };

const noRelation = sql<boolean>`false`;

/**
 * A column as `"table"."column"`. Drizzle writes the columns of a select list's SQL bare when the statement has
 * one table, so `messages.id` in a subquery over attachments and files would be read as `files.id`.
 */
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The other side of a conversation as a LEFT JOIN and columns of a statement over `conversations`. For a company
 * the student's relations to it are columns too (view-student.ts), read back by otherSideOf.
 */
export function otherSideJoin(db: Db, party: Party) {
  if (party.role === "student") {
    return {
      table: companies,
      on: eq(companies.id, conversations.companyId),
      columns: {
        otherId: sql<string | null>`${companies.id}`,
        otherName: sql<string | null>`${companies.name}`,
        otherAvatar: sql<string | null>`${companies.logoFileId}`,
        openToOffers: sql<boolean | null>`null`,
        appliedTo: noRelation,
        appliedWithThisCv: noRelation,
        invitationAccepted: noRelation,
        matched: noRelation,
      },
    };
  }
  return {
    table: students,
    on: eq(students.id, conversations.studentId),
    columns: {
      otherId: sql<string | null>`${students.id}`,
      otherName: sql<string | null>`${students.name}`,
      otherAvatar: sql<string | null>`${students.avatarFileId}`,
      ...studentRelationColumns(db, party.accountId),
    },
  };
}

type OtherSideRow = { otherId: string | null; otherName: string | null; otherAvatar: string | null } & Parameters<
  typeof relationsOf
>[0];

/** The other side as the viewer is shown it; undefined once its account is deleted. */
export function otherSideOf(party: Party, row: OtherSideRow): OtherSide | undefined {
  if (row.otherId === null || row.otherName === null) return undefined;
  if (party.role === "student") return { name: row.otherName, avatarFileId: row.otherAvatar };
  const sees = companySeesStudent(relationsOf(row));
  return { name: sees.name ? row.otherName : HIDDEN_STUDENT_NAME, avatarFileId: sees.avatar ? row.otherAvatar : null };
}

export const HIDDEN_STUDENT_NAME = "A student";

/** The viewer's own account's name, as a column. */
export const ownNameColumn = (party: Party): SQL<string | null> => {
  const table = party.role === "company" ? companies : students;
  return sql`(select ${table.name} from ${table} where ${table.id} = ${party.accountId})`;
};

// PostgreSQL's driver parses json; be tolerant of a driver that hands back its text.
const fromJson = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

/** The conversation's jobs with their reasons, oldest first, as one json column (read back by jobsOf). */
export const jobsColumn = () =>
  sql<unknown>`(select coalesce(json_agg(json_build_object('id', ${jobs.id}, 'title', ${jobs.title}, 'reason', ${conversationJobs.reason}) order by ${conversationJobs.createdAt}, ${jobs.id}), '[]')
    from ${conversationJobs} inner join ${jobs} on ${jobs.id} = ${conversationJobs.jobId}
    where ${conversationJobs.conversationId} = ${qualified(conversations.id)})`;

type JobEntry = ConversationSummary["jobs"][number];

/** Each job once, with its reasons in the order they came. */
export function jobsOf(value: unknown): JobEntry[] {
  const list: JobEntry[] = [];
  for (const row of fromJson<{ id: string; title: string; reason: ConversationJobReason }[]>(value)) {
    const entry = list.find((job) => job.id === row.id);
    if (!entry) list.push({ id: row.id, title: row.title, reasons: [row.reason] });
    else if (!entry.reasons.includes(row.reason)) entry.reasons.push(row.reason);
  }
  return list;
}

/** A message's attachments in their order, as one json column of a statement over `messages`. */
export const attachmentsColumn = () =>
  sql<unknown>`(select coalesce(json_agg(json_build_object('fileId', ${files.id}, 'name', ${files.name}, 'size', ${files.size}, 'contentType', ${files.contentType}) order by ${messageAttachments.position}), '[]')
    from ${messageAttachments} inner join ${files} on ${files.id} = ${messageAttachments.fileId}
    where ${messageAttachments.messageId} = ${qualified(messages.id)})`;

export const attachmentsOf = (value: unknown): Message["attachments"] =>
  fromJson<Omit<Message["attachments"][number], "url">[]>(value).map((file) => ({
    ...file,
    url: fileUrl(file.fileId),
  }));
