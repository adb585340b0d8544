import type { MatchDetail, MatchListQuery, MatchPage, MatchPatch, Match } from "@stint/shared/applications";
import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, jobs, matches, students } from "../../db/schema/index.ts";
import { forbidden, conflict, notFound } from "../../lib/errors.ts";
import { decodeIdCursor } from "../../lib/http/cursor.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { canViewStudent } from "../access/view-student.ts";
import { loadOwnJob } from "../jobs/load-job.ts";
import { notify } from "../notifications/notify.ts";
import { jobRef, jobRefColumns, studentRef, studentRefColumns } from "./application-dto.ts";
import { afterCursor, pageOf } from "./keyset.ts";
import type { Party } from "./party.ts";
import { said } from "../../i18n/said.ts";

export const matchNotFound = () => notFound("This match");

const matchColumns = {
  id: matches.id,
  companyId: matches.companyId,
  source: matches.source,
  applicationId: matches.applicationId,
  startDate: matches.startDate,
  createdAt: matches.createdAt,
  updatedAt: matches.updatedAt,
  endedAt: matches.endedAt,
  ...jobRefColumns,
  ...studentRefColumns,
};

const selectMatches = (db: Db) =>
  db
    .select(matchColumns)
    .from(matches)
    .innerJoin(jobs, eq(jobs.id, matches.jobId))
    .innerJoin(students, eq(students.id, matches.studentId));

type MatchRow = Awaited<ReturnType<ReturnType<typeof selectMatches>["execute"]>>[number];

function matchDto(row: MatchRow): Match {
  return {
    id: row.id,
    source: row.source,
    job: jobRef(row),
    student: studentRef(row),
    applicationId: row.applicationId,
    startDate: row.startDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

const partyMatches = (party: Party) =>
  party.role === "student" ? eq(matches.studentId, party.accountId) : eq(matches.companyId, party.accountId);

/**
 * The account export: every match of the student or the company, newest first. Without the contact details
 * (the other side's, shown only while a match is on). One query.
 */
export async function exportMatches(options: { db: Db; party: Party }): Promise<Match[]> {
  const rows = await selectMatches(options.db)
    .where(partyMatches(options.party))
    .orderBy(desc(matches.createdAt), desc(matches.id));
  return rows.map(matchDto);
}

/** A student's matches or a company's (all, or one of its jobs'), newest first. */
export async function listMatches(options: { db: Db; party: Party; query: MatchListQuery }): Promise<MatchPage> {
  const { db, party, query } = options;
  const cursorId = decodeIdCursor(query.cursor);
  const conditions: SQL[] = [partyMatches(party)];
  if (query.jobId !== undefined) {
    if (party.role === "company") await loadOwnJob({ db, companyId: party.accountId, jobId: query.jobId });
    if (!isUuid(query.jobId)) return { items: [], total: 0, nextCursor: null };
    conditions.push(eq(matches.jobId, query.jobId));
  }
  if (query.active !== undefined) conditions.push(query.active ? isNull(matches.endedAt) : isNotNull(matches.endedAt));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    selectMatches(db)
      .where(cursorId ? and(where, afterCursor(matches, cursorId)) : where)
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .limit(query.limit + 1),
    db.select({ n: count() }).from(matches).where(where),
  ]);
  return pageOf(rows, query.limit, totalRow?.n ?? 0, matchDto);
}

async function loadPartyMatch(db: Db, party: Party, matchId: string): Promise<MatchRow> {
  const [row] = isUuid(matchId) ? await selectMatches(db).where(eq(matches.id, matchId)) : [];
  const own = party.role === "student" ? row?.studentId === party.accountId : row?.companyId === party.accountId;
  if (!row || !own) throw matchNotFound();
  return row;
}

/**
 * A match for its student or company (anyone else: 404), with both sides' contact details while it is on.
 * The student's details are given to the company only as the access policy allows (a match that has not
 * ended is what grants them: modules/access).
 */
export async function getMatch(options: { db: Db; party: Party; matchId: string }): Promise<MatchDetail> {
  const { db, party } = options;
  const row = await loadPartyMatch(db, party, options.matchId);
  const viewer = { userId: party.userId, email: "", role: party.role, accountId: party.accountId };
  const unlocked =
    row.endedAt === null && (await canViewStudent({ db, viewer, studentId: row.studentId!, resource: "contact" }));
  let contact: MatchDetail["contact"] = null;
  if (unlocked) {
    const [people] = await db
      .select({
        studentName: students.name,
        studentEmail: students.emailAddress,
        studentPhone: students.phone,
        companyName: companies.name,
        companyEmail: companies.emailAddress,
        companyWebsite: companies.website,
      })
      .from(students)
      .innerJoin(companies, eq(companies.id, row.companyId))
      .where(eq(students.id, row.studentId!));
    if (people) {
      contact = {
        student: { name: people.studentName, email: people.studentEmail, phone: people.studentPhone },
        company: { name: people.companyName, email: people.companyEmail, website: people.companyWebsite },
      };
    }
  }
  return { ...matchDto(row), contact };
}

/** The company sets the start date of a match (the student is told); the student may not (403). */
export async function updateMatch(options: {
  db: Db;
  party: Party;
  matchId: string;
  patch: MatchPatch;
}): Promise<MatchDetail> {
  const { db, party, matchId, patch } = options;
  await db.transaction(async (tx) => {
    const row = await loadPartyMatch(tx, party, matchId);
    if (party.role !== "company") throw forbidden("Only the company sets the start date of a match.");
    if (row.endedAt !== null) throw conflict("This match has ended, so its start date no longer changes.");
    if (row.startDate === patch.startDate) return;
    await tx.update(matches).set({ startDate: patch.startDate, updatedAt: new Date() }).where(eq(matches.id, matchId));
    await notify(tx, {
      recipientId: row.studentId!,
      kind: "match.updated",
      title: patch.startDate
        ? said("notifications:match.startsOn", { job: row.jobTitle, date: Date.parse(`${patch.startDate}T00:00:00Z`) })
        : said("notifications:match.startOpen", { job: row.jobTitle }),
      link: { type: "match", id: matchId },
    });
  });
  return getMatch({ db, party, matchId });
}
