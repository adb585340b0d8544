import type { ConversationListQuery, ConversationPage, UnreadCount } from "@stint/shared/conversations";
import { and, desc, eq, exists, gt, ilike, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, conversationJobs, conversations, jobs, students } from "../../db/schema/index.ts";
import { containsPattern } from "../../db/sql-helpers.ts";
import { badRequest } from "../../lib/errors.ts";
import type { Party } from "../applications/party.ts";
import { HIDDEN_STUDENT_NAME, summaryColumns, summaryOf } from "./conversation-dto.ts";
import { isParty } from "./conversation-party.ts";

const decodeCursor = (cursor: string | undefined): number | null => {
  if (cursor === undefined || cursor === "") return null;
  if (!/^\d{1,15}$/.test(cursor)) {
    throw badRequest("This is not a cursor from a previous page.", {
      cursor: "This is not a cursor from a previous page.",
    });
  }
  return Number(cursor);
};

/**
 * `GET /api/conversations`: the viewer's inbox, newest last message first, in keyset pages over
 * (account, last_seq). `q` searches the other side's name (a student's only where the company may see it: a
 * student whose name it is not shown is not found by it either) and the jobs' titles.
 */
export async function listConversations(options: {
  db: Db;
  party: Party;
  query: ConversationListQuery;
}): Promise<ConversationPage> {
  const { db, party, query } = options;
  const cursor = decodeCursor(query.cursor);
  const search = query.q ? matches(db, party, query.q) : undefined;
  const { join, columns } = summaryColumns(db, party);
  const rows = await db
    .select({ row: conversations, byJob: search?.byJob ?? sql<boolean>`true`, ...columns })
    .from(conversations)
    .leftJoin(join.table, join.on)
    .where(
      and(
        isParty(party),
        gt(conversations.lastSeq, 0),
        cursor === null ? undefined : lt(conversations.lastSeq, cursor),
        search ? or(search.byJob, search.byName) : undefined,
      ),
    )
    .orderBy(desc(conversations.lastSeq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const summaries = page.map(({ row, ...extras }) => summaryOf(row, party, extras));
  return {
    // A student whose name the company is not shown is not found by that name either.
    items: summaries.filter((summary, index) => page[index]!.byJob || summary.other.name !== HIDDEN_STUDENT_NAME),
    nextCursor: rows.length > query.limit ? String(page.at(-1)!.row.lastSeq) : null,
  };
}

function matches(db: Db, party: Party, q: string) {
  const pattern = containsPattern(q);
  const byJob = exists(
    db
      .select({ one: sql`1` })
      .from(conversationJobs)
      .innerJoin(jobs, eq(jobs.id, conversationJobs.jobId))
      .where(and(eq(conversationJobs.conversationId, conversations.id), ilike(jobs.title, pattern))),
  );
  const byName =
    party.role === "student"
      ? exists(
          db
            .select({ one: sql`1` })
            .from(companies)
            .where(and(eq(companies.id, conversations.companyId), ilike(companies.name, pattern))),
        )
      : exists(
          db
            .select({ one: sql`1` })
            .from(students)
            .where(and(eq(students.id, conversations.studentId), ilike(students.name, pattern))),
        );
  return { byJob, byName };
}

/** `GET /api/conversations/unread-count`: conversations with unread messages, and those messages. */
export async function unreadCount(options: { db: Db; party: Party }): Promise<UnreadCount> {
  const { db, party } = options;
  const unread = party.role === "company" ? conversations.companyUnread : conversations.studentUnread;
  const [row] = await db
    .select({ conversations: sql<number>`count(*)::int`, messages: sql<number>`coalesce(sum(${unread}), 0)::int` })
    .from(conversations)
    .where(and(isParty(party), gt(unread, 0)));
  return { conversations: row?.conversations ?? 0, messages: row?.messages ?? 0 };
}
