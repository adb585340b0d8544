import type { RoundRun } from "@stint/shared/rounds";
import type { RoundsExport } from "@stint/shared/account-export";
import { asc, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  applications,
  companies,
  jobs,
  roundJobOutcomes,
  roundJobRankings,
  roundJobs,
  roundMembers,
  roundOutcomes,
  roundRuns,
  roundStudentRankings,
  rounds,
  students,
} from "../../db/schema/index.ts";
import type { Party } from "../applications/party.ts";
import { placeStatusAt } from "./round-statuses.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The account export's placement rounds. A company: the rounds it created or was invited to (with its
 * membership and the runs), its jobs in them, its rankings of their applicants, the places on its jobs and
 * why students it ranked went elsewhere. A student: their rankings, their places and outcomes (with both
 * answers and why not the jobs they ranked higher) and those rounds. A few queries, none per round.
 */
export async function exportRounds(options: { db: Db; party: Party; now: Date }): Promise<RoundsExport> {
  const { db, party, now } = options;
  return party.role === "company" ? companyRounds(db, party.accountId, now) : studentRounds(db, party.accountId, now);
}

async function companyRounds(db: Db, companyId: string, now: Date): Promise<RoundsExport> {
  const ownJob = eq(jobs.companyId, companyId);
  const [memberships, roundJobRows, jobRankings, places, jobOutcomes] = await Promise.all([
    companyRoundList(db, companyId),
    db
      .select({
        roundId: roundJobs.roundId,
        jobId: roundJobs.jobId,
        jobTitle: jobs.title,
        capacity: roundJobs.capacity,
        addedAt: roundJobs.addedAt,
      })
      .from(roundJobs)
      .innerJoin(jobs, eq(jobs.id, roundJobs.jobId))
      .where(eq(roundJobs.companyId, companyId))
      .orderBy(asc(roundJobs.roundId), asc(jobs.title), asc(roundJobs.jobId)),
    db
      .select({
        roundId: roundJobRankings.roundId,
        jobId: roundJobRankings.jobId,
        jobTitle: jobs.title,
        applicationId: roundJobRankings.applicationId,
        studentName: students.name,
        position: roundJobRankings.position,
        rankedAt: roundJobRankings.rankedAt,
      })
      .from(roundJobRankings)
      .innerJoin(jobs, eq(jobs.id, roundJobRankings.jobId))
      .innerJoin(applications, eq(applications.id, roundJobRankings.applicationId))
      .innerJoin(students, eq(students.id, applications.studentId))
      .where(ownJob)
      .orderBy(asc(roundJobRankings.roundId), asc(roundJobRankings.jobId), asc(roundJobRankings.position)),
    selectPlaces(db, ownJob),
    db
      .select({
        roundId: roundJobOutcomes.roundId,
        run: roundJobOutcomes.run,
        jobId: roundJobOutcomes.jobId,
        reasons: roundJobOutcomes.reasons,
      })
      .from(roundJobOutcomes)
      .innerJoin(jobs, eq(jobs.id, roundJobOutcomes.jobId))
      .where(ownJob)
      .orderBy(asc(roundJobOutcomes.roundId), asc(roundJobOutcomes.run), asc(roundJobOutcomes.jobId)),
  ]);
  return {
    rounds: memberships,
    jobs: roundJobRows.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() })),
    studentRankings: [],
    jobRankings: jobRankings.map((row) => ({ ...row, rankedAt: row.rankedAt.toISOString() })),
    // The students' reasons are theirs: a company sees who took its places, not why they missed other jobs.
    places: places.map((row) => placeDto(row, now, false)),
    jobOutcomes,
  };
}

async function studentRounds(db: Db, studentId: string, now: Date): Promise<RoundsExport> {
  const ranked = db
    .select({ roundId: roundStudentRankings.roundId })
    .from(roundStudentRankings)
    .where(eq(roundStudentRankings.studentId, studentId));
  const placed = db
    .select({ roundId: roundOutcomes.roundId })
    .from(roundOutcomes)
    .where(eq(roundOutcomes.studentId, studentId));
  const [taken, rankings, places] = await Promise.all([
    roundList(db, or(inArray(rounds.id, ranked), inArray(rounds.id, placed))),
    db
      .select({
        roundId: roundStudentRankings.roundId,
        jobId: roundStudentRankings.jobId,
        jobTitle: jobs.title,
        companyName: jobs.companyName,
        position: roundStudentRankings.position,
        rankedAt: roundStudentRankings.rankedAt,
      })
      .from(roundStudentRankings)
      .innerJoin(jobs, eq(jobs.id, roundStudentRankings.jobId))
      .where(eq(roundStudentRankings.studentId, studentId))
      .orderBy(asc(roundStudentRankings.roundId), asc(roundStudentRankings.position)),
    selectPlaces(db, eq(roundOutcomes.studentId, studentId)),
  ]);
  return {
    rounds: taken,
    jobs: [],
    studentRankings: rankings.map((row) => ({ ...row, rankedAt: row.rankedAt.toISOString() })),
    jobRankings: [],
    places: places.map((row) => placeDto(row, now, true)),
    jobOutcomes: [],
  };
}

const roundColumns = {
  id: rounds.id,
  name: rounds.name,
  status: rounds.status,
  creatorCompanyId: rounds.creatorCompanyId,
  creatorCompanyName: companies.name,
  rankingDeadline: rounds.rankingDeadline,
  confirmationDeadline: rounds.confirmationDeadline,
  openedAt: rounds.openedAt,
  closedAt: rounds.closedAt,
  createdAt: rounds.createdAt,
};
type RoundRow = Awaited<ReturnType<ReturnType<typeof selectRoundRows>["execute"]>>[number];
type MemberRow = typeof roundMembers.$inferSelect;

const selectRoundRows = (db: Db) =>
  db.select(roundColumns).from(rounds).innerJoin(companies, eq(companies.id, rounds.creatorCompanyId));

/** The rounds the company is a member of or invited to (the creator is a member), with its membership. */
async function companyRoundList(db: Db, companyId: string): Promise<RoundsExport["rounds"]> {
  const rows = await db
    .select({ ...roundColumns, member: roundMembers })
    .from(roundMembers)
    .innerJoin(rounds, eq(rounds.id, roundMembers.roundId))
    .innerJoin(companies, eq(companies.id, rounds.creatorCompanyId))
    .where(eq(roundMembers.companyId, companyId))
    .orderBy(desc(rounds.createdAt), desc(rounds.id));
  const runs = await runsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ member, ...row }) => roundDto(row, member, runs));
}

async function roundList(db: Db, where: SQL | undefined): Promise<RoundsExport["rounds"]> {
  const rows = await selectRoundRows(db).where(where).orderBy(desc(rounds.createdAt), desc(rounds.id));
  const runs = await runsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => roundDto(row, null, runs));
}

async function runsOf(db: Db, roundIds: string[]): Promise<Map<string, RoundRun[]>> {
  const byRound = new Map<string, RoundRun[]>();
  if (roundIds.length === 0) return byRound;
  const rows = await db
    .select()
    .from(roundRuns)
    .where(inArray(roundRuns.roundId, roundIds))
    .orderBy(asc(roundRuns.roundId), asc(roundRuns.run));
  for (const row of rows) {
    const list = byRound.get(row.roundId) ?? [];
    list.push({
      run: row.run,
      ranAt: row.ranAt.toISOString(),
      ranBy: row.ranBy,
      students: row.students,
      placed: row.placed,
    });
    byRound.set(row.roundId, list);
  }
  return byRound;
}

function roundDto(
  row: RoundRow,
  member: MemberRow | null,
  runs: Map<string, RoundRun[]>,
): RoundsExport["rounds"][number] {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    creatorCompanyName: row.creatorCompanyName,
    rankingDeadline: row.rankingDeadline.toISOString(),
    confirmationDeadline: row.confirmationDeadline.toISOString(),
    openedAt: iso(row.openedAt),
    closedAt: iso(row.closedAt),
    createdAt: row.createdAt.toISOString(),
    membership: member
      ? {
          status: member.status,
          creator: member.companyId === row.creatorCompanyId,
          invitedAt: member.invitedAt.toISOString(),
          joinedAt: iso(member.joinedAt),
        }
      : null,
    runs: runs.get(row.id) ?? [],
  };
}

/** Outcomes with their job, student and round deadline; `where` picks the student's or the company's jobs'. */
const selectPlaces = (db: Db, where: SQL) =>
  db
    .select({
      outcome: roundOutcomes,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      studentName: students.name,
      confirmationDeadline: rounds.confirmationDeadline,
    })
    .from(roundOutcomes)
    .innerJoin(rounds, eq(rounds.id, roundOutcomes.roundId))
    .innerJoin(students, eq(students.id, roundOutcomes.studentId))
    .leftJoin(jobs, eq(jobs.id, roundOutcomes.jobId))
    .where(where)
    .orderBy(asc(roundOutcomes.roundId), asc(roundOutcomes.run), asc(roundOutcomes.createdAt), asc(roundOutcomes.id));
type PlaceRow = Awaited<ReturnType<typeof selectPlaces>>[number];

function placeDto(row: PlaceRow, now: Date, withReasons: boolean): RoundsExport["places"][number] {
  const { outcome } = row;
  return {
    id: outcome.id,
    roundId: outcome.roundId,
    run: outcome.run,
    jobId: outcome.jobId,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    applicationId: outcome.applicationId,
    studentName: row.studentName,
    studentChoice: outcome.studentChoice,
    jobRank: outcome.jobRank,
    // As both sides see it now: a proposal unanswered at the confirmation deadline has expired.
    status: outcome.status === "unplaced" ? "unplaced" : placeStatusAt(outcome.status, row.confirmationDeadline, now),
    studentAnswer: outcome.studentAnswer,
    companyAnswer: outcome.companyAnswer,
    answeredAt: iso(outcome.answeredAt),
    reasons: withReasons ? outcome.reasons : [],
    createdAt: outcome.createdAt.toISOString(),
  };
}
