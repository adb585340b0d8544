import type {
  ApplicationDetail,
  ApplicationEvent,
  ApplicationListQuery,
  ApplicationPage,
} from "@stint/shared/applications";
import type { ApplicationStatus } from "@stint/shared/application-statuses";
import { and, asc, count, desc, eq, inArray, not, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applicationEvents, applications } from "../../db/schema/index.ts";
import { decodeIdCursor } from "../../lib/http/cursor.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { checkOwnJob } from "../jobs/load-job.ts";
import { applicationDto, applicationEventDto, overdueSql, selectApplications } from "./application-dto.ts";
import { afterCursor, pageOf } from "./keyset.ts";
import type { Party } from "./party.ts";

/**
 * A student's own applications, or a company's (all, or one of its jobs' with `jobId`), newest first, with
 * filters on status and (company only) overdue. Another company's job is a 404.
 */
export async function listApplications(options: {
  db: Db;
  party: Party;
  query: ApplicationListQuery;
}): Promise<ApplicationPage> {
  const { db, party, query } = options;
  const cursorId = decodeIdCursor(query.cursor);
  const conditions: SQL[] = [partyApplications(party)];
  if (query.jobId !== undefined) {
    if (party.role === "company") await checkOwnJob({ db, companyId: party.accountId, jobId: query.jobId });
    // A student's list for a job id that cannot exist is simply empty.
    if (!isUuid(query.jobId)) return { items: [], total: 0, nextCursor: null };
    conditions.push(eq(applications.jobId, query.jobId));
  }
  if (query.status) conditions.push(inArray(applications.status, query.status as ApplicationStatus[]));
  // Overdue is the company's view of its own answers; a student's list ignores the filter.
  if (query.overdue !== undefined && party.role === "company") {
    conditions.push(query.overdue ? overdueSql : not(overdueSql));
  }

  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    selectApplications(db)
      .where(cursorId ? and(where, afterCursor(applications, cursorId)) : where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.limit + 1),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return pageOf(rows, query.limit, totalRow?.n ?? 0, (row) => applicationDto(row, party));
}

const partyApplications = (party: Party) =>
  party.role === "student" ? eq(applications.studentId, party.accountId) : eq(applications.companyId, party.accountId);

/**
 * The account export: every application of the student or of the company's jobs, newest first, each with its
 * history (oldest change first). Two queries, whatever the number of applications.
 */
export async function exportApplications(options: { db: Db; party: Party }): Promise<ApplicationDetail[]> {
  const { db, party } = options;
  const own = partyApplications(party);
  const [rows, events] = await Promise.all([
    selectApplications(db).where(own).orderBy(desc(applications.createdAt), desc(applications.id)),
    db
      .select({ event: applicationEvents })
      .from(applicationEvents)
      .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
      .where(own)
      .orderBy(asc(applicationEvents.id)),
  ]);
  const history = new Map<string, ApplicationEvent[]>();
  for (const { event } of events) {
    const list = history.get(event.applicationId) ?? [];
    list.push(applicationEventDto(event));
    history.set(event.applicationId, list);
  }
  return rows.map((row) => ({ ...applicationDto(row, party), events: history.get(row.id) ?? [] }));
}
