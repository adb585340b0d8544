import type { RoundCreate, RoundPatch } from "@stint/shared/rounds";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { roundJobs, roundMembers, roundOutcomes, rounds } from "../../db/schema/index.ts";
import type { Party } from "../applications/party.ts";
import { notify } from "../notifications/notify.ts";
import { loadRoundFor, requireCreator, requireStatus, type RoundAccess } from "./round-access.ts";
import { deadlinePassed, noJobs } from "./round-errors.ts";
import { roundOpenedCompanyBody, roundOpenedStudentBody, roundOpenedTitle } from "./round-messages.ts";
import { joinedCompanies, roundStudents } from "./round-recipients.ts";
import { AppError } from "../../lib/errors.ts";

const futureDeadline = (field: string) =>
  new AppError("invalid-input", 400, "Choose a time in the future.", { [field]: "Choose a time in the future." });

/** A company's new round, in draft, with the company as its first (joined) member. Returns its id. */
export async function createRound(options: { db: Db; companyId: string; input: RoundCreate; now: Date }) {
  const { db, companyId, input, now } = options;
  const rankingDeadline = new Date(input.rankingDeadline);
  if (rankingDeadline <= now) throw futureDeadline("rankingDeadline");
  return db.transaction(async (tx) => {
    const [round] = await tx
      .insert(rounds)
      .values({
        name: input.name,
        creatorCompanyId: companyId,
        rankingDeadline,
        confirmationDeadline: new Date(input.confirmationDeadline),
      })
      .returning({ id: rounds.id });
    await tx.insert(roundMembers).values({ roundId: round!.id, companyId, status: "joined", joinedAt: now });
    return round!.id;
  });
}

/** The creator renames the round or moves its deadlines, before the first run. */
export async function updateRound(options: { db: Db; party: Party; roundId: string; input: RoundPatch; now: Date }) {
  const { db, input, now } = options;
  await db.transaction(async (tx) => {
    const access = await loadRoundFor({ db: tx, party: options.party, roundId: options.roundId, lock: "update" });
    requireCreator(access);
    requireStatus(access, ["draft", "ranking"], "its deadlines change only until the first run");
    const rankingDeadline = input.rankingDeadline ? new Date(input.rankingDeadline) : access.round.rankingDeadline;
    const confirmationDeadline = input.confirmationDeadline
      ? new Date(input.confirmationDeadline)
      : access.round.confirmationDeadline;
    if (input.rankingDeadline && rankingDeadline <= now) throw futureDeadline("rankingDeadline");
    if (confirmationDeadline <= rankingDeadline) {
      const message = "The confirmation deadline comes after the ranking deadline.";
      throw new AppError("invalid-input", 400, message, { confirmationDeadline: message });
    }
    await tx
      .update(rounds)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        rankingDeadline,
        confirmationDeadline,
        // A moved deadline deserves its own reminder.
        ...(input.rankingDeadline ? { rankingRemindedAt: null } : {}),
        ...(input.confirmationDeadline ? { confirmRemindedAt: null } : {}),
        updatedAt: now,
      })
      .where(eq(rounds.id, access.round.id));
  });
}

/** The creator deletes a round that never opened. */
export async function deleteRound(options: { db: Db; party: Party; roundId: string }) {
  await options.db.transaction(async (tx) => {
    const access = await loadRoundFor({ db: tx, party: options.party, roundId: options.roundId, lock: "update" });
    requireCreator(access);
    requireStatus(access, ["draft"], "only a round that never opened is deleted");
    await tx.delete(rounds).where(eq(rounds.id, access.round.id));
  });
}

/** The creator opens ranking: students with an open application to its jobs and the members are told. */
export async function openRound(options: { db: Db; party: Party; roundId: string; now: Date }) {
  const { db, now } = options;
  await db.transaction(async (tx) => {
    const access = await loadRoundFor({ db: tx, party: options.party, roundId: options.roundId, lock: "update" });
    requireCreator(access);
    requireStatus(access, ["draft"], "it is open already");
    const { round } = access;
    if (now >= round.rankingDeadline) throw deadlinePassed("ranking");
    const [job] = await tx
      .select({ id: roundJobs.jobId })
      .from(roundJobs)
      .where(eq(roundJobs.roundId, round.id))
      .limit(1);
    if (!job) throw noJobs();
    await tx.update(rounds).set({ status: "ranking", openedAt: now, updatedAt: now }).where(eq(rounds.id, round.id));
    await announceOpening(tx, access);
  });
}

async function announceOpening(tx: Db, access: RoundAccess) {
  const { round } = access;
  const deadline = round.rankingDeadline;
  const link = { type: "round", id: round.id } as const;
  const title = roundOpenedTitle(round.name);
  for (const studentId of await roundStudents(tx, round.id)) {
    await notify(tx, {
      recipientId: studentId,
      kind: "round.opened",
      title,
      body: roundOpenedStudentBody(deadline),
      link,
    });
  }
  for (const companyId of await joinedCompanies(tx, round.id, access.party.accountId)) {
    await notify(tx, {
      recipientId: companyId,
      kind: "round.opened",
      title,
      body: roundOpenedCompanyBody(deadline),
      link,
    });
  }
}

/** The creator closes the round: what nobody answered has expired; no further run. */
export async function closeRound(options: { db: Db; party: Party; roundId: string; now: Date }) {
  const { db, now } = options;
  await db.transaction(async (tx) => {
    const access = await loadRoundFor({ db: tx, party: options.party, roundId: options.roundId, lock: "update" });
    requireCreator(access);
    requireStatus(access, ["confirming"], "a round closes once it has run");
    await finishRound(tx, access.round.id, now);
  });
}

/** Closes the round and expires its unanswered places, in the caller's transaction. */
export async function finishRound(tx: Db, roundId: string, now: Date) {
  await tx
    .update(roundOutcomes)
    .set({ status: "expired" })
    .where(and(eq(roundOutcomes.roundId, roundId), inArray(roundOutcomes.status, ["proposed"])));
  await tx.update(rounds).set({ status: "closed", closedAt: now, updatedAt: now }).where(eq(rounds.id, roundId));
}
