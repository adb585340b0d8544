import type { AdminAccount, AdminAccountsPage, AdminAccountsQuery } from "@stint/shared/admin-accounts";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companies, operators, sessions, students, users } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/sql-helpers.ts";
import { badRequest } from "../../../lib/errors.ts";

export const ACCOUNTS_PAGE_SIZE = 25;

type Cursor = { createdAt: Date; id: string };

/** A page's end as an opaque string: the last account's sign-up moment (to the microsecond, as text) and id. */
function encodeCursor(cursor: { createdAt: string; id: string }): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");
}

function decodeCursor(text: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(text, "base64url").toString()) as unknown[];
    const date = new Date(String(createdAt));
    if (typeof id === "string" && typeof createdAt === "string" && !Number.isNaN(date.getTime())) {
      return { createdAt: date, id };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest("This page link is not valid any more. Start from the first page.", {
    after: "Not a page from this list.",
  });
}

/**
 * Every user (students, companies, operators, and anyone who has not finished their account) whose email or name
 * contains `q`, newest sign-up first, a page at a time by keyset: a page costs the same however deep it is, and a
 * sign-up in between moves nothing. The trigram indexes on email and name answer the contains-match.
 */
export async function findAccounts(options: { db: Db; query: AdminAccountsQuery }): Promise<AdminAccountsPage> {
  const { db, query } = options;
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
  }
  if (query.after) {
    const cursor = decodeCursor(query.after);
    conditions.push(
      sql`(${users.createdAt}, ${users.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`,
    );
  }
  const lastSignIn = db
    .select({ at: sql<string | null>`max(${sessions.createdAt})`.as("at") })
    .from(sessions)
    .where(eq(sessions.userId, users.id));
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      userName: users.name,
      createdAt: users.createdAt,
      // Microseconds, which a Date would lose: the cursor must name the exact row it stopped at.
      createdAtText: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      studentName: students.name,
      companyName: companies.name,
      operator: operators.userId,
      lastSignInAt: sql<string | null>`(${lastSignIn})`,
      suspendedAt: users.suspendedAt,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .leftJoin(students, eq(students.id, users.id))
    .leftJoin(companies, eq(companies.id, users.id))
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ACCOUNTS_PAGE_SIZE + 1);
  const page = rows.slice(0, ACCOUNTS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row): AdminAccount => ({
      id: row.id,
      email: row.email,
      name: row.studentName ?? row.companyName ?? row.userName,
      kind:
        row.studentName !== null
          ? "student"
          : row.companyName !== null
            ? "company"
            : row.operator
              ? "operator"
              : "unfinished",
      signedUpAt: row.createdAt.toISOString(),
      lastSignInAt: row.lastSignInAt === null ? null : new Date(row.lastSignInAt).toISOString(),
      suspension:
        row.suspendedAt && row.suspensionReason !== null
          ? { at: row.suspendedAt.toISOString(), reason: row.suspensionReason }
          : null,
    })),
    next:
      rows.length > ACCOUNTS_PAGE_SIZE && last ? encodeCursor({ createdAt: last.createdAtText, id: last.id }) : null,
  };
}
