import { runDeferredAcceptance, type RoundResult } from "@stint/matching";
import type { JobReason, StudentReason } from "@stint/shared/rounds";
import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  applications,
  jobs,
  roundJobOutcomes,
  roundJobRankings,
  roundJobs,
  roundOutcomes,
  roundRuns,
  roundStudentRankings,
  rounds,
  students,
} from "../../db/schema/index.ts";
import type { Party } from "../applications/party.ts";
import { notify } from "../notifications/notify.ts";
import { loadRoundFor, requireCreator, requireStatus, type RoundRow } from "./round-access.ts";
import { deadlinePassed, nothingToRun } from "./round-errors.ts";
import {
  answerBy,
  roundCompanyResultTitle,
  roundPlacedTitle,
  roundUnplacedTitle,
} from "./round-messages.ts";
import { OPEN_STATUSES, RANKABLE_STATUSES } from "./round-statuses.ts";

/** The creator runs the round: the first run (ending ranking early), or a later one over those left. */
export async function runRoundNow(options: { db: Db; party: Party; roundId: string; now: Date }) {
  const { db, now } = options;
  await db.transaction(async (tx) => {
    const access = await loadRoundFor({ db: tx, party: options.party, roundId: options.roundId, lock: "update" });
    requireCreator(access);
    requireStatus(access, ["ranking", "confirming"], "it runs once ranking is open");
    if (access.round.status === "confirming" && now >= access.round.confirmationDeadline) {
      throw deadlinePassed("confirmation");
    }
    await runLocked(tx, access.round, options.party.userId, now);
  });
}

/**
 * Runs a round whose row the caller locked (FOR UPDATE) in `tx`. The first run takes every student with an
 * open application to a job of the round; a later one only those without a live place who declined none,
 * over the places not proposed or confirmed, and without the pairs either side declined.
 */
export async function runLocked(tx: Db, round: RoundRow, ranBy: string | null, now: Date): Promise<void> {
  const first = round.status === "ranking";
  const [last] = await tx
    .select({ run: max(roundRuns.run) })
    .from(roundRuns)
    .where(eq(roundRuns.roundId, round.id));
  const run = (last?.run ?? 0) + 1;
  const input = await loadInput(tx, round.id, first);
  if (!first && (input.students.length === 0 || input.jobs.every((job) => job.capacity === 0))) throw nothingToRun();

  const result = runDeferredAcceptance({ students: input.students, jobs: input.jobs });
  await tx.insert(roundRuns).values({
    roundId: round.id,
    run,
    ranAt: now,
    ranBy,
    students: input.students.length,
    placed: result.assignments.length,
  });
  await writeOutcomes(tx, { roundId: round.id, run, result, input, now });
  // A later run's places deserve the confirmation reminder too, even if the first run's went out already.
  await tx
    .update(rounds)
    .set(first ? { status: "confirming", updatedAt: now } : { confirmRemindedAt: null, updatedAt: now })
    .where(eq(rounds.id, round.id));
  await announceResult(tx, round, result, input);
}

type RunInput = {
  students: { id: string; ranking: string[] }[];
  jobs: { id: string; capacity: number; ranking: string[]; title: string; companyId: string }[];
  /** `${studentId} ${jobId}` → the open application. */
  applicationOf: Map<string, string>;
  /**
   * `${studentId} ${jobId}` → where each side put the other in the ranking it saved. The engine counts
   * positions in what it was given (a later run's shorter lists); people read the lists they saved.
   */
  studentPosition: Map<string, number>;
  jobPosition: Map<string, number>;
};

const pairKey = (studentId: string, jobId: string) => `${studentId} ${jobId}`;

async function loadInput(tx: Db, roundId: string, first: boolean): Promise<RunInput> {
  const [jobRows, open, studentRanks, jobRanks, earlier] = await Promise.all([
    tx
      .select({ id: roundJobs.jobId, capacity: roundJobs.capacity, title: jobs.title, companyId: roundJobs.companyId })
      .from(roundJobs)
      .innerJoin(jobs, eq(jobs.id, roundJobs.jobId))
      .where(eq(roundJobs.roundId, roundId)),
    tx
      .select({
        id: applications.id,
        studentId: students.id,
        jobId: roundJobs.jobId,
        status: applications.status,
      })
      .from(applications)
      .innerJoin(roundJobs, and(eq(roundJobs.jobId, applications.jobId), eq(roundJobs.roundId, roundId)))
      .innerJoin(students, eq(students.id, applications.studentId))
      .where(inArray(applications.status, OPEN_STATUSES)),
    tx
      .select({
        studentId: roundStudentRankings.studentId,
        jobId: roundStudentRankings.jobId,
        position: roundStudentRankings.position,
      })
      .from(roundStudentRankings)
      .where(eq(roundStudentRankings.roundId, roundId))
      .orderBy(asc(roundStudentRankings.studentId), asc(roundStudentRankings.position)),
    tx
      .select({
        jobId: roundJobRankings.jobId,
        applicationId: roundJobRankings.applicationId,
        position: roundJobRankings.position,
      })
      .from(roundJobRankings)
      .where(eq(roundJobRankings.roundId, roundId))
      .orderBy(asc(roundJobRankings.jobId), asc(roundJobRankings.position)),
    first
      ? Promise.resolve([])
      : tx
          .select({
            studentId: roundOutcomes.studentId,
            jobId: roundOutcomes.jobId,
            status: roundOutcomes.status,
            studentAnswer: roundOutcomes.studentAnswer,
          })
          .from(roundOutcomes)
          .where(eq(roundOutcomes.roundId, roundId)),
  ]);

  // Who is out of a later run, and which pairs: a live place keeps its student and its seat; a declined one
  // rules out its pair, and a student who declined one leaves the round.
  const placedOrOut = new Set<string>();
  const declinedPairs = new Set<string>();
  const seatsTaken = new Map<string, number>();
  for (const outcome of earlier) {
    if (!outcome.jobId) continue;
    if (outcome.status === "proposed" || outcome.status === "confirmed") {
      placedOrOut.add(outcome.studentId);
      seatsTaken.set(outcome.jobId, (seatsTaken.get(outcome.jobId) ?? 0) + 1);
    } else {
      declinedPairs.add(pairKey(outcome.studentId, outcome.jobId));
      if (outcome.studentAnswer === "declined") placedOrOut.add(outcome.studentId);
    }
  }

  const applicationOf = new Map<string, string>();
  const rankableApplications = new Map<string, { studentId: string; jobId: string }>();
  const studentIds = new Set<string>();
  for (const application of open) {
    if (placedOrOut.has(application.studentId)) continue;
    applicationOf.set(pairKey(application.studentId, application.jobId), application.id);
    studentIds.add(application.studentId);
    if ((RANKABLE_STATUSES as string[]).includes(application.status)) {
      rankableApplications.set(application.id, { studentId: application.studentId, jobId: application.jobId });
    }
  }
  const available = (studentId: string, jobId: string) =>
    applicationOf.has(pairKey(studentId, jobId)) && !declinedPairs.has(pairKey(studentId, jobId));

  const rankings = new Map<string, string[]>([...studentIds].map((id) => [id, []]));
  const studentPosition = new Map<string, number>();
  for (const row of studentRanks) {
    studentPosition.set(pairKey(row.studentId, row.jobId), row.position);
    if (available(row.studentId, row.jobId)) rankings.get(row.studentId)?.push(row.jobId);
  }
  const jobRankings = new Map<string, string[]>(jobRows.map((job) => [job.id, []]));
  const jobPosition = new Map<string, number>();
  for (const row of jobRanks) {
    const application = rankableApplications.get(row.applicationId);
    if (application && application.jobId === row.jobId && available(application.studentId, row.jobId)) {
      jobPosition.set(pairKey(application.studentId, row.jobId), row.position);
      jobRankings.get(row.jobId)?.push(application.studentId);
    }
  }
  return {
    students: [...rankings.entries()].map(([id, ranking]) => ({ id, ranking })),
    jobs: jobRows.map((job) => ({
      ...job,
      capacity: Math.max(0, job.capacity - (seatsTaken.get(job.id) ?? 0)),
      ranking: jobRankings.get(job.id) ?? [],
    })),
    applicationOf,
    studentPosition,
    jobPosition,
  };
}

async function writeOutcomes(
  tx: Db,
  options: { roundId: string; run: number; result: RoundResult; input: RunInput; now: Date },
) {
  const { roundId, run, result, input, now } = options;
  const jobById = new Map(input.jobs.map((job) => [job.id, job]));
  const choice = (studentId: string, jobId: string, engine: number) =>
    input.studentPosition.get(pairKey(studentId, jobId)) ?? engine;
  const rank = (studentId: string, jobId: string, engine: number) =>
    input.jobPosition.get(pairKey(studentId, jobId)) ?? engine;
  const studentRows = result.students.map((student) => {
    const reasons: StudentReason[] = student.missedChoices.map((reason) => ({
      jobId: reason.jobId,
      jobTitle: jobById.get(reason.jobId)?.title ?? "",
      choice: choice(student.studentId, reason.jobId, reason.studentRank),
      code: reason.code,
      capacity: jobById.get(reason.jobId)?.capacity ?? 0,
    }));
    const place = student.assigned;
    return {
      roundId,
      run,
      studentId: student.studentId,
      jobId: place?.jobId ?? null,
      applicationId: place ? (input.applicationOf.get(pairKey(student.studentId, place.jobId)) ?? null) : null,
      studentChoice: place ? choice(student.studentId, place.jobId, place.studentRank) : null,
      jobRank: place ? rank(student.studentId, place.jobId, place.jobRank) : null,
      status: place ? ("proposed" as const) : ("unplaced" as const),
      reasons,
      createdAt: now,
    };
  });
  for (let start = 0; start < studentRows.length; start += 500) {
    await tx.insert(roundOutcomes).values(studentRows.slice(start, start + 500));
  }
  const jobRows = result.jobExplanations.map((job) => ({
    roundId,
    run,
    jobId: job.jobId,
    reasons: job.missedStudents.map((reason): Omit<JobReason, "studentName"> => ({
      applicationId: input.applicationOf.get(pairKey(reason.studentId, job.jobId)) ?? "",
      rank: reason.jobRank,
      code: reason.code,
    })),
  }));
  if (jobRows.length > 0) await tx.insert(roundJobOutcomes).values(jobRows);
}

async function announceResult(tx: Db, round: RoundRow, result: RoundResult, input: RunInput) {
  const link = { type: "round", id: round.id } as const;
  const body = answerBy(round.confirmationDeadline);
  const jobById = new Map(input.jobs.map((job) => [job.id, job]));
  for (const student of result.students) {
    const place = student.assigned;
    await notify(tx, {
      recipientId: student.studentId,
      kind: "round.result",
      title: place
        ? roundPlacedTitle(round.name, jobById.get(place.jobId)?.title ?? "a job")
        : roundUnplacedTitle(round.name),
      ...(place ? { body } : {}),
      link,
    });
  }
  const placedByCompany = new Map<string, number>();
  for (const job of input.jobs) placedByCompany.set(job.companyId, placedByCompany.get(job.companyId) ?? 0);
  for (const assignment of result.assignments) {
    const companyId = jobById.get(assignment.jobId)?.companyId;
    if (companyId) placedByCompany.set(companyId, (placedByCompany.get(companyId) ?? 0) + 1);
  }
  for (const [companyId, placed] of [...placedByCompany.entries()].sort()) {
    await notify(tx, {
      recipientId: companyId,
      kind: "round.result",
      title: roundCompanyResultTitle(round.name, placed),
      ...(placed > 0 ? { body } : {}),
      link,
    });
  }
}
