import { ROUND_DEADLINE_REMINDER_HOURS } from "@stint/shared/rounds";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { roundJobRankings, roundJobs, roundOutcomes, roundStudentRankings, rounds } from "../../db/schema/index.ts";
import { notify } from "../notifications/notify.ts";
import { finishRound } from "./write-round.ts";
import { roundConfirmTitle, roundDeadlineTitle, roundOpenedStudentBody } from "./round-messages.ts";
import { joinedCompanies, roundStudents } from "./round-recipients.ts";
import { runLocked } from "./run-round.ts";
import type { RoundRow } from "./round-access.ts";

const REMINDER_MS = ROUND_DEADLINE_REMINDER_HOURS * 3_600_000;

/**
 * What the clock does to rounds: runs those whose ranking deadline passed, closes those whose confirmation
 * deadline passed (unanswered places expire), and reminds, once, whoever still has to rank or answer a day
 * before. Safe in several processes at once: each round is claimed with FOR UPDATE SKIP LOCKED and its state
 * checked again under the lock. Returns what it did.
 */
export async function sweepRounds(options: { db: Db; now: Date }) {
  const { db, now } = options;
  const done = { ran: 0, closed: 0, reminded: 0 };
  const soon = new Date(now.getTime() + REMINDER_MS);
  const due = await db
    .select({ id: rounds.id })
    .from(rounds)
    .where(
      sql`(${rounds.status} = 'ranking' and ${rounds.rankingDeadline} <= ${soon}) or (${rounds.status} = 'confirming' and ${rounds.confirmationDeadline} <= ${soon})`,
    )
    .orderBy(asc(rounds.rankingDeadline))
    .limit(200);
  for (const { id } of due) {
    const action = await db.transaction(async (tx) => {
      const [round] = await tx.select().from(rounds).where(eq(rounds.id, id)).for("update", { skipLocked: true });
      if (!round) return null;
      return sweepOne(tx, round, now);
    });
    if (action) done[action] += 1;
  }
  return done;
}

async function sweepOne(tx: Db, round: RoundRow, now: Date): Promise<"ran" | "closed" | "reminded" | null> {
  if (round.status === "ranking") {
    if (round.rankingDeadline <= now) {
      await runLocked(tx, round, null, now);
      return "ran";
    }
    if (round.rankingRemindedAt) return null;
    await tx.update(rounds).set({ rankingRemindedAt: now }).where(eq(rounds.id, round.id));
    await remindRanking(tx, round);
    return "reminded";
  }
  if (round.status === "confirming") {
    if (round.confirmationDeadline <= now) {
      await finishRound(tx, round.id, now);
      return "closed";
    }
    if (round.confirmRemindedAt) return null;
    await tx.update(rounds).set({ confirmRemindedAt: now }).where(eq(rounds.id, round.id));
    await remindAnswers(tx, round);
    return "reminded";
  }
  return null;
}

/** Students who have not ranked, and joined companies with a job they have not ranked for. */
async function remindRanking(tx: Db, round: RoundRow) {
  const link = { type: "round", id: round.id } as const;
  const title = roundDeadlineTitle(round.name);
  const ranked = new Set(
    (
      await tx
        .selectDistinct({ studentId: roundStudentRankings.studentId })
        .from(roundStudentRankings)
        .where(eq(roundStudentRankings.roundId, round.id))
    ).map((row) => row.studentId),
  );
  const body = roundOpenedStudentBody(round.rankingDeadline);
  for (const studentId of await roundStudents(tx, round.id)) {
    if (!ranked.has(studentId)) await notify(tx, { recipientId: studentId, kind: "round.deadline", title, body, link });
  }
  const unranked = await tx
    .selectDistinct({ companyId: roundJobs.companyId })
    .from(roundJobs)
    .leftJoin(
      roundJobRankings,
      and(eq(roundJobRankings.roundId, roundJobs.roundId), eq(roundJobRankings.jobId, roundJobs.jobId)),
    )
    .where(and(eq(roundJobs.roundId, round.id), isNull(roundJobRankings.jobId)));
  const members = new Set(await joinedCompanies(tx, round.id));
  for (const { companyId } of unranked) {
    if (members.has(companyId)) await notify(tx, { recipientId: companyId, kind: "round.deadline", title, link });
  }
}

/** Each side of a proposed place that has not answered. */
async function remindAnswers(tx: Db, round: RoundRow) {
  const open = await tx
    .select({
      studentId: roundOutcomes.studentId,
      studentAnswer: roundOutcomes.studentAnswer,
      companyAnswer: roundOutcomes.companyAnswer,
      companyId: roundJobs.companyId,
    })
    .from(roundOutcomes)
    .innerJoin(roundJobs, and(eq(roundJobs.roundId, roundOutcomes.roundId), eq(roundJobs.jobId, roundOutcomes.jobId)))
    .where(and(eq(roundOutcomes.roundId, round.id), inArray(roundOutcomes.status, ["proposed"])));
  const recipients = new Set<string>();
  for (const place of open) {
    if (!place.studentAnswer) recipients.add(place.studentId);
    if (!place.companyAnswer) recipients.add(place.companyId);
  }
  const link = { type: "round", id: round.id } as const;
  for (const recipientId of [...recipients].sort()) {
    await notify(tx, { recipientId, kind: "round.confirm", title: roundConfirmTitle(round.name), link });
  }
}
