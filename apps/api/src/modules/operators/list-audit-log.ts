import type { AuditLogPage, AuditLogQuery } from "@stint/shared/admin-operators";
import { and, desc, eq, ilike, like, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { operatorAudit } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";

// The log's ids only grow (bigserial), so "newer" is "higher id": a page is the lines below the cursor's id.
const encodeCursor = (id: number) => Buffer.from(JSON.stringify({ a: id })).toString("base64url");

function decodeCursor(cursor: string | undefined): number | null {
  if (cursor === undefined) return null;
  try {
    const { a } = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { a?: unknown };
    if (typeof a === "number" && Number.isSafeInteger(a) && a > 0) return a;
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest("Some fields need your attention.", { cursor: "This is not a cursor from a previous page." });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function filters(query: AuditLogQuery): SQL[] {
  const where: SQL[] = [];
  const { action, subject } = query;
  // `operator` finds `operator` and `operator.grant`, not `operators.x`; `operator.` finds every `operator.…`.
  if (action) {
    where.push(
      action.endsWith(".")
        ? like(operatorAudit.action, `${action}%`)
        : or(eq(operatorAudit.action, action), like(operatorAudit.action, `${action}.%`))!,
    );
  }
  if (subject) {
    where.push(
      or(eq(operatorAudit.subjectId, subject), ilike(operatorAudit.subjectLabel, `%${escapeLike(subject)}%`))!,
    );
  }
  return where;
}

/** The audit log newest first, in keyset pages, narrowed by an action prefix and a subject (its id or label). */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const before = decodeCursor(query.cursor);
  const where = filters(query);
  if (before !== null) where.push(lt(operatorAudit.id, before));
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(and(...where))
    .orderBy(desc(operatorAudit.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      at: row.at.toISOString(),
      actorId: row.actorId,
      actorLabel: row.actorLabel,
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      subjectLabel: row.subjectLabel,
      reason: row.reason,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.id) : null,
  };
}
