import type { ConversationDetail, ConversationSummary } from "@stint/shared/conversations";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversations } from "../../db/schema/index.ts";
import { fileUrlOrNull } from "../../lib/file-url.ts";
import { mayWrite } from "../access/conversation-access-policy.ts";
import type { Party } from "../applications/party.ts";
import { jobsColumn, jobsOf, otherSideJoin, otherSideOf, ownNameColumn } from "./conversation-columns.ts";
import { type ConversationRow, otherAccountId, otherRole, sideOf } from "./conversation-party.ts";

export { HIDDEN_STUDENT_NAME, type OtherSide } from "./conversation-columns.ts";
export const DELETED_ACCOUNT_NAME = "Deleted account";

/** The other side and jobs of conversations, as columns of a statement over `conversations` (see summaryOf). */
export const summaryColumns = (db: Db, party: Party) => {
  const other = otherSideJoin(db, party);
  return { join: other, columns: { ...other.columns, jobs: jobsColumn() } };
};

type SummaryExtras = Parameters<typeof otherSideOf>[1] & { jobs: unknown };

/** Summaries of the viewer's conversations, in the order given, in one statement. */
export async function conversationSummaries(
  db: Db,
  party: Party,
  rows: readonly ConversationRow[],
): Promise<ConversationSummary[]> {
  if (rows.length === 0) return [];
  const { join, columns } = summaryColumns(db, party);
  const extras = await db
    .select({ id: conversations.id, ...columns })
    .from(conversations)
    .leftJoin(join.table, join.on)
    .where(
      inArray(
        conversations.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(extras.map((extra) => [extra.id, extra]));
  return rows.map((row) => summaryOf(row, party, byId.get(row.id)!));
}

/** A conversation's summary from its row and the columns of summaryColumns. */
export function summaryOf(row: ConversationRow, party: Party, extras: SummaryExtras): ConversationSummary {
  const otherId = otherAccountId(row, party);
  const other = otherId === null ? undefined : otherSideOf(party, extras);
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
    jobs: jobsOf(extras.jobs),
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

/** The viewer's own name and the other side's as the viewer is shown it, as columns of a statement over `conversations`. */
export const namesColumns = (db: Db, party: Party) => {
  const other = otherSideJoin(db, party);
  return { join: other, columns: { ...other.columns, mineName: ownNameColumn(party) } };
};

export type Names = { mine: string; other: string };

export const namesOf = (party: Party, row: Parameters<typeof otherSideOf>[1] & { mineName: string | null }): Names => ({
  mine: row.mineName ?? "",
  other: otherSideOf(party, row)?.name ?? DELETED_ACCOUNT_NAME,
});

/** The viewer's own name and the other side's as the viewer is shown it, for naming a conversation's messages. */
export async function conversationNames(db: Db, party: Party, row: ConversationRow): Promise<Names> {
  const { join, columns } = namesColumns(db, party);
  const [names] = await db
    .select(columns)
    .from(conversations)
    .leftJoin(join.table, join.on)
    .where(eq(conversations.id, row.id));
  return names ? namesOf(party, names) : { mine: "", other: DELETED_ACCOUNT_NAME };
}
