import type { CompanyRoundPart, JobReason, Round, RoundJob, RoundPlace, StudentRoundPart } from "@stint/shared/rounds";
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
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
  students,
} from "../../db/schema/index.ts";
import type { RoundAccess } from "./round-access.ts";
import { OPEN_STATUSES, placeStatusAt, RANKABLE_STATUSES } from "./round-statuses.ts";

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const count = sql<number>`count(*)::int`;

/** The round as the viewer sees it: a member company its jobs' progress and places, a student their part. */
export async function getRound(options: { db: Db; access: RoundAccess; now: Date }): Promise<Round> {
  const { db, access, now } = options;
  const { round, party } = access;
  const isCompany = party.role === "company";
  const [creator, members, jobRows, runs, studentCounts] = await Promise.all([
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, round.creatorCompanyId)),
    loadMembers(db, round.id, round.creatorCompanyId),
    loadJobs(db, round.id, isCompany ? party.accountId : null),
    db.select().from(roundRuns).where(eq(roundRuns.roundId, round.id)).orderBy(asc(roundRuns.run)),
    isCompany ? countStudents(db, round.id) : Promise.resolve({ eligible: 0, ranked: 0 }),
  ]);
  return {
    id: round.id,
    name: round.name,
    status: round.status,
    creatorCompanyId: round.creatorCompanyId,
    creatorCompanyName: creator[0]?.name ?? "",
    rankingDeadline: round.rankingDeadline.toISOString(),
    confirmationDeadline: round.confirmationDeadline.toISOString(),
    openedAt: iso(round.openedAt),
    closedAt: iso(round.closedAt),
    createdAt: round.createdAt.toISOString(),
    members,
    jobs: jobRows,
    runs: runs.map((run) => ({
      run: run.run,
      ranAt: run.ranAt.toISOString(),
      ranBy: run.ranBy,
      students: run.students,
      placed: run.placed,
    })),
    students: studentCounts,
    student: isCompany ? null : await studentPart(db, access, now),
    company: isCompany ? await companyPart(db, access, now) : null,
  };
}

async function loadMembers(db: Db, roundId: string, creatorId: string): Promise<Round["members"]> {
  const rows = await db
    .select({ companyId: roundMembers.companyId, companyName: companies.name, status: roundMembers.status })
    .from(roundMembers)
    .innerJoin(companies, eq(companies.id, roundMembers.companyId))
    .where(eq(roundMembers.roundId, roundId))
    .orderBy(asc(roundMembers.invitedAt), asc(companies.name));
  return rows.map((row) => ({ ...row, creator: row.companyId === creatorId }));
}

/** The round's jobs; the counts only for member companies (`viewerCompanyId`), zeros for students. */
async function loadJobs(db: Db, roundId: string, viewerCompanyId: string | null): Promise<RoundJob[]> {
  const rows = await db
    .select({
      jobId: roundJobs.jobId,
      title: jobs.title,
      companyId: roundJobs.companyId,
      companyName: jobs.companyName,
      city: sql<string | null>`${jobs.location}->>'city'`,
      capacity: roundJobs.capacity,
      openings: jobs.positions,
    })
    .from(roundJobs)
    .innerJoin(jobs, eq(jobs.id, roundJobs.jobId))
    .where(eq(roundJobs.roundId, roundId))
    .orderBy(asc(jobs.companyName), asc(jobs.title), asc(roundJobs.jobId));
  const counts = viewerCompanyId ? await jobCounts(db, roundId) : new Map<string, JobCounts>();
  return rows.map((row) => ({
    ...row,
    ...(counts.get(row.jobId) ?? { rankable: 0, ranked: 0, rankedByStudents: 0, filled: 0 }),
    mine: row.companyId === viewerCompanyId,
  }));
}

type JobCounts = { rankable: number; ranked: number; rankedByStudents: number; filled: number };

async function jobCounts(db: Db, roundId: string): Promise<Map<string, JobCounts>> {
  const inRound = db.select({ jobId: roundJobs.jobId }).from(roundJobs).where(eq(roundJobs.roundId, roundId));
  const [rankable, ranked, byStudents, filled] = await Promise.all([
    db
      .select({ jobId: applications.jobId, n: count })
      .from(applications)
      .where(and(inArray(applications.jobId, inRound), inArray(applications.status, RANKABLE_STATUSES)))
      .groupBy(applications.jobId),
    db
      .select({ jobId: roundJobRankings.jobId, n: count })
      .from(roundJobRankings)
      .innerJoin(applications, eq(applications.id, roundJobRankings.applicationId))
      .where(and(eq(roundJobRankings.roundId, roundId), inArray(applications.status, RANKABLE_STATUSES)))
      .groupBy(roundJobRankings.jobId),
    db
      .select({ jobId: roundStudentRankings.jobId, n: count })
      .from(roundStudentRankings)
      .innerJoin(
        applications,
        and(
          eq(applications.jobId, roundStudentRankings.jobId),
          eq(applications.studentId, roundStudentRankings.studentId),
        ),
      )
      .where(and(eq(roundStudentRankings.roundId, roundId), inArray(applications.status, OPEN_STATUSES)))
      .groupBy(roundStudentRankings.jobId),
    db
      .select({ jobId: roundOutcomes.jobId, n: count })
      .from(roundOutcomes)
      .where(and(eq(roundOutcomes.roundId, roundId), inArray(roundOutcomes.status, ["proposed", "confirmed"])))
      .groupBy(roundOutcomes.jobId),
  ]);
  const counts = new Map<string, JobCounts>();
  const entry = (jobId: string) => {
    let value = counts.get(jobId);
    if (!value) counts.set(jobId, (value = { rankable: 0, ranked: 0, rankedByStudents: 0, filled: 0 }));
    return value;
  };
  for (const row of rankable) if (row.jobId !== null) entry(row.jobId).rankable = row.n;
  for (const row of ranked) entry(row.jobId).ranked = row.n;
  for (const row of byStudents) entry(row.jobId).rankedByStudents = row.n;
  for (const row of filled) if (row.jobId) entry(row.jobId).filled = row.n;
  return counts;
}

/** Students with an open application to a job of the round, and how many of them have saved a ranking. */
async function countStudents(db: Db, roundId: string): Promise<Round["students"]> {
  const [row] = await db
    .select({
      eligible: sql<number>`count(distinct ${applications.studentId})::int`,
      ranked: sql<number>`count(distinct ${applications.studentId}) filter (where exists (select 1 from ${roundStudentRankings} where ${roundStudentRankings.roundId} = ${roundId} and ${roundStudentRankings.studentId} = ${applications.studentId}))::int`,
    })
    .from(applications)
    .innerJoin(roundJobs, and(eq(roundJobs.jobId, applications.jobId), eq(roundJobs.roundId, roundId)))
    .where(inArray(applications.status, OPEN_STATUSES));
  return { eligible: row?.eligible ?? 0, ranked: row?.ranked ?? 0 };
}

const placeColumns = {
  id: roundOutcomes.id,
  run: roundOutcomes.run,
  jobId: roundOutcomes.jobId,
  jobTitle: jobs.title,
  companyName: jobs.companyName,
  applicationId: roundOutcomes.applicationId,
  studentId: roundOutcomes.studentId,
  studentName: students.name,
  studentChoice: roundOutcomes.studentChoice,
  jobRank: roundOutcomes.jobRank,
  status: roundOutcomes.status,
  studentAnswer: roundOutcomes.studentAnswer,
  companyAnswer: roundOutcomes.companyAnswer,
};

const selectPlaces = (db: Db) =>
  db
    .select({ ...placeColumns, reasons: roundOutcomes.reasons })
    .from(roundOutcomes)
    .leftJoin(jobs, eq(jobs.id, roundOutcomes.jobId))
    .leftJoin(students, eq(students.id, roundOutcomes.studentId));
type PlaceRow = Awaited<ReturnType<ReturnType<typeof selectPlaces>["execute"]>>[number];

function placeDto(row: PlaceRow, deadline: Date, now: Date): RoundPlace {
  return {
    id: row.id,
    run: row.run,
    jobId: row.jobId ?? "",
    jobTitle: row.jobTitle ?? "",
    companyName: row.companyName ?? "",
    applicationId: row.applicationId ?? "",
    studentId: row.studentId,
    studentName: row.studentName ?? "",
    studentChoice: row.studentChoice ?? 0,
    jobRank: row.jobRank ?? 0,
    status: placeStatusAt(row.status === "unplaced" ? "declined" : row.status, deadline, now),
    studentAnswer: row.studentAnswer,
    companyAnswer: row.companyAnswer,
  };
}

async function studentPart(db: Db, access: RoundAccess, now: Date): Promise<StudentRoundPart> {
  const { round, party } = access;
  const [rankable, outcomes] = await Promise.all([
    db
      .select({
        jobId: roundJobs.jobId,
        title: jobs.title,
        companyName: jobs.companyName,
        city: sql<string | null>`${jobs.location}->>'city'`,
        applicationId: applications.id,
        position: roundStudentRankings.position,
        rankedAt: roundStudentRankings.rankedAt,
      })
      .from(roundJobs)
      .innerJoin(jobs, eq(jobs.id, roundJobs.jobId))
      .innerJoin(
        applications,
        and(eq(applications.jobId, roundJobs.jobId), eq(applications.studentId, party.accountId)),
      )
      .leftJoin(
        roundStudentRankings,
        and(
          eq(roundStudentRankings.roundId, round.id),
          eq(roundStudentRankings.studentId, party.accountId),
          eq(roundStudentRankings.jobId, roundJobs.jobId),
        ),
      )
      .where(and(eq(roundJobs.roundId, round.id), inArray(applications.status, OPEN_STATUSES)))
      .orderBy(sql`${roundStudentRankings.position} asc nulls last`, asc(jobs.title), asc(roundJobs.jobId)),
    selectPlaces(db)
      .where(and(eq(roundOutcomes.roundId, round.id), eq(roundOutcomes.studentId, party.accountId)))
      .orderBy(desc(roundOutcomes.run))
      .limit(1),
  ]);
  // A ranking is saved whole, so each of its rows has the time it was saved.
  const rankedAt = rankable.find((row) => row.rankedAt)?.rankedAt ?? null;
  const latest = outcomes[0];
  const outcome: StudentRoundPart["outcome"] = latest
    ? {
        run: latest.run,
        place: latest.jobId ? placeDto(latest, round.confirmationDeadline, now) : null,
        reasons: latest.reasons,
      }
    : null;
  return {
    rankable: rankable.map((row) => ({
      jobId: row.jobId,
      title: row.title,
      companyName: row.companyName,
      city: row.city,
      applicationId: row.applicationId,
      position: row.position,
    })),
    rankedAt: iso(rankedAt),
    outcome,
  };
}

const ownJobIds = (db: Db, roundId: string, companyId: string) =>
  db
    .select({ jobId: roundJobs.jobId })
    .from(roundJobs)
    .where(and(eq(roundJobs.roundId, roundId), eq(roundJobs.companyId, companyId)));

async function companyPart(db: Db, access: RoundAccess, now: Date): Promise<CompanyRoundPart> {
  const { round, party } = access;
  const ownJobs = ownJobIds(db, round.id, party.accountId);
  const [places, jobReasons] = await Promise.all([
    selectPlaces(db)
      .where(
        and(eq(roundOutcomes.roundId, round.id), isNotNull(roundOutcomes.jobId), inArray(roundOutcomes.jobId, ownJobs)),
      )
      .orderBy(asc(roundOutcomes.run), asc(jobs.title), asc(roundOutcomes.jobRank)),
    latestJobReasons(db, round.id, party.accountId),
  ]);
  return {
    membership: access.membership ?? "invited",
    creator: access.creator,
    places: places.map((row) => placeDto(row, round.confirmationDeadline, now)),
    reasons: jobReasons,
  };
}

/** For each of the company's jobs, why the students it ranked went elsewhere in the latest run. */
async function latestJobReasons(db: Db, roundId: string, companyId: string): Promise<CompanyRoundPart["reasons"]> {
  const rows = await db
    .select({ run: roundJobOutcomes.run, jobId: roundJobOutcomes.jobId, reasons: roundJobOutcomes.reasons })
    .from(roundJobOutcomes)
    .where(
      and(eq(roundJobOutcomes.roundId, roundId), inArray(roundJobOutcomes.jobId, ownJobIds(db, roundId, companyId))),
    )
    .orderBy(desc(roundJobOutcomes.run));
  const latest = new Map<string, Omit<JobReason, "studentName">[]>();
  for (const row of rows) if (!latest.has(row.jobId)) latest.set(row.jobId, row.reasons);
  const applicationIds = [...latest.values()].flatMap((reasons) => reasons.map((reason) => reason.applicationId));
  const names = new Map(
    applicationIds.length === 0
      ? []
      : (
          await db
            .select({ id: applications.id, name: students.name })
            .from(applications)
            .innerJoin(students, eq(students.id, applications.studentId))
            .where(inArray(applications.id, applicationIds))
        ).map((row) => [row.id, row.name]),
  );
  return [...latest.entries()].flatMap(([jobId, reasons]) =>
    reasons.map((reason) => ({ ...reason, jobId, studentName: names.get(reason.applicationId) ?? "" })),
  );
}
