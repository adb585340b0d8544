import { scoreOnly } from "@stint/matching";
import type { JobRanking } from "@stint/shared/rounds";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, roundJobRankings, roundJobs, roundStudentRankings, students } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { Party } from "../applications/party.ts";
import { loadJob } from "../jobs/load-job.ts";
import { findMatchCvs } from "../matching/cv-for-matching.ts";
import { todayIso } from "../matching/match-inputs.ts";
import { loadRoundFor, requireJoined, requireStatus, type RoundAccess } from "./round-access.ts";
import { deadlinePassed, studentsOnly } from "./round-errors.ts";
import { ownRoundJob } from "./round-jobs.ts";
import { OPEN_STATUSES, RANKABLE_STATUSES } from "./round-statuses.ts";

/** Rankings are written while ranking is open and its deadline has not passed. */
function requireRankingOpen(access: RoundAccess, now: Date) {
  requireStatus(access, ["ranking"], "rankings are saved while ranking is open");
  if (now >= access.round.rankingDeadline) throw deadlinePassed("ranking");
}

/** Each id not in `allowed` is a 400 on `<field>.<index>`. */
function refuseUnknown(ids: string[], allowed: Set<string>, field: string, message: string) {
  const fields: Record<string, string> = {};
  ids.forEach((id, index) => {
    if (!allowed.has(id)) fields[`${field}.${index}`] = message;
  });
  if (Object.keys(fields).length > 0) throw new AppError("invalid-input", 400, message, fields);
}

/** A student's whole ranking of the round's jobs they applied to (best first); replaces the previous one. */
export async function saveStudentRanking(options: {
  db: Db;
  party: Party;
  roundId: string;
  jobIds: string[];
  now: Date;
}) {
  const { db, party, jobIds, now } = options;
  if (party.role !== "student") throw studentsOnly();
  await db.transaction(async (tx) => {
    const access = await loadRoundFor({ db: tx, party, roundId: options.roundId, lock: "share" });
    requireRankingOpen(access, now);
    const open = await tx
      .select({ jobId: roundJobs.jobId })
      .from(roundJobs)
      .innerJoin(
        applications,
        and(eq(applications.jobId, roundJobs.jobId), eq(applications.studentId, party.accountId)),
      )
      .where(and(eq(roundJobs.roundId, access.round.id), inArray(applications.status, OPEN_STATUSES)));
    refuseUnknown(
      jobIds,
      new Set(open.map((row) => row.jobId)),
      "jobIds",
      "Rank only the round's jobs you applied to.",
    );
    const mine = and(
      eq(roundStudentRankings.roundId, access.round.id),
      eq(roundStudentRankings.studentId, party.accountId),
    );
    await tx.delete(roundStudentRankings).where(mine);
    if (jobIds.length > 0) {
      await tx.insert(roundStudentRankings).values(
        jobIds.map((jobId, index) => ({
          roundId: access.round.id,
          studentId: party.accountId,
          jobId,
          position: index + 1,
          rankedAt: now,
        })),
      );
    }
  });
}

/** A job's company reads its ranking: the applicants it may rank, with the match score as a hint. */
export async function getJobRanking(options: {
  db: Db;
  party: Party;
  roundId: string;
  jobId: string;
  now: Date;
}): Promise<JobRanking> {
  const { db, party, jobId } = options;
  const access = await loadRoundFor({ db, party, roundId: options.roundId });
  requireJoined(access);
  await ownRoundJob(db, access, jobId);
  const [job, rows] = await Promise.all([
    loadJob({ db, jobId }),
    db
      .select({
        applicationId: applications.id,
        studentId: students.id,
        studentName: students.name,
        status: applications.status,
        position: roundJobRankings.position,
        rankedAt: roundJobRankings.rankedAt,
        cvId: applications.cvId,
      })
      .from(applications)
      .innerJoin(students, eq(students.id, applications.studentId))
      .leftJoin(
        roundJobRankings,
        and(
          eq(roundJobRankings.roundId, access.round.id),
          eq(roundJobRankings.jobId, jobId),
          eq(roundJobRankings.applicationId, applications.id),
        ),
      )
      .where(and(eq(applications.jobId, jobId), inArray(applications.status, RANKABLE_STATUSES)))
      .orderBy(sql`${roundJobRankings.position} asc nulls last`, asc(students.name), asc(applications.id)),
  ]);
  const today = todayIso(options.now);
  const cvIds = rows.flatMap((row) => (row.cvId ? [row.cvId] : []));
  const cvRows = job ? await findMatchCvs({ db, cvIds }) : [];
  const scores = new Map(
    cvRows.map((cv) => [cv.id, job ? scoreOnly(cv, job, { today, student: cv.profile }).score : null]),
  );
  return {
    jobId,
    // A ranking is saved whole, so each of its rows has the time it was saved.
    rankedAt: rows.find((row) => row.rankedAt)?.rankedAt?.toISOString() ?? null,
    applicants: rows.map((row) => ({
      applicationId: row.applicationId,
      studentId: row.studentId,
      studentName: row.studentName,
      status: row.status,
      // The CV they applied with; none when they deleted it since.
      score: row.cvId ? (scores.get(row.cvId) ?? null) : null,
      position: row.position,
    })),
  };
}

/** A job's company saves its ranking of the job's shortlisted applicants (best first); unranked = unacceptable. */
export async function saveJobRanking(options: {
  db: Db;
  party: Party;
  roundId: string;
  jobId: string;
  applicationIds: string[];
  now: Date;
}) {
  const { db, party, jobId, applicationIds, now } = options;
  await db.transaction(async (tx) => {
    const access = await loadRoundFor({ db: tx, party, roundId: options.roundId, lock: "share" });
    requireJoined(access);
    await ownRoundJob(tx, access, jobId);
    requireRankingOpen(access, now);
    const rankable = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), inArray(applications.status, RANKABLE_STATUSES)));
    refuseUnknown(
      applicationIds,
      new Set(rankable.map((row) => row.id)),
      "applicationIds",
      "Rank only this job's shortlisted applicants.",
    );
    const ofJob = and(eq(roundJobRankings.roundId, access.round.id), eq(roundJobRankings.jobId, jobId));
    await tx.delete(roundJobRankings).where(ofJob);
    if (applicationIds.length > 0) {
      await tx.insert(roundJobRankings).values(
        applicationIds.map((applicationId, index) => ({
          roundId: access.round.id,
          jobId,
          applicationId,
          position: index + 1,
          rankedAt: now,
        })),
      );
    }
  });
}
