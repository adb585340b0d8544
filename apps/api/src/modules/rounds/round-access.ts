import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, roundJobs, roundMembers, rounds } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import type { Party } from "../applications/party.ts";
import { notCreator, notJoined, roundNotFound, wrongState } from "./round-errors.ts";

export type RoundRow = typeof rounds.$inferSelect;

/** The round and how the viewer takes part in it. */
export type RoundAccess = {
  round: RoundRow;
  party: Party;
  /** A company's membership (null for a student). */
  membership: "invited" | "joined" | null;
  creator: boolean;
};

/**
 * The round as `party` may see it: a company that is a member or invited; a student with an application to
 * one of its jobs once it is open. Anyone else gets 404, so a round's existence is its members' business.
 * `lock`: "update" for a change of the round's state, "share" for a write that needs the state to hold.
 */
export async function loadRoundFor(options: {
  db: Db;
  party: Party;
  roundId: string;
  lock?: "update" | "share";
}): Promise<RoundAccess> {
  const { db, party, roundId } = options;
  if (!isUuid(roundId)) throw roundNotFound();
  const query = db.select().from(rounds).where(eq(rounds.id, roundId));
  const [round] = options.lock ? await query.for(options.lock) : await query;
  if (!round) throw roundNotFound();
  if (party.role === "company") {
    const [member] = await db
      .select({ status: roundMembers.status })
      .from(roundMembers)
      .where(and(eq(roundMembers.roundId, roundId), eq(roundMembers.companyId, party.accountId)));
    if (!member) throw roundNotFound();
    return { round, party, membership: member.status, creator: round.creatorCompanyId === party.accountId };
  }
  if (round.status === "draft") throw roundNotFound();
  const [applied] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(roundJobs, and(eq(roundJobs.jobId, applications.jobId), eq(roundJobs.roundId, roundId)))
    .where(eq(applications.studentId, party.accountId))
    .limit(1);
  if (!applied) throw roundNotFound();
  return { round, party, membership: null, creator: false };
}

export function requireCreator(access: RoundAccess): void {
  if (!access.creator) throw notCreator();
}

export function requireJoined(access: RoundAccess): void {
  if (access.membership !== "joined") throw notJoined();
}

/** 409 unless the round is in one of `statuses`; `needs` says what the call needs, in words. */
export function requireStatus(access: RoundAccess, statuses: readonly RoundRow["status"][], needs: string): void {
  if (!statuses.includes(access.round.status)) throw wrongState(access.round.status, needs);
}

/** Whether the job takes part in another round that is not closed. */
export async function inOtherOpenRound(db: Db, jobId: string, roundId: string): Promise<boolean> {
  const [row] = await db
    .select({ roundId: roundJobs.roundId })
    .from(roundJobs)
    .innerJoin(rounds, eq(rounds.id, roundJobs.roundId))
    .where(and(eq(roundJobs.jobId, jobId), ne(roundJobs.roundId, roundId), ne(rounds.status, "closed")))
    .limit(1);
  return Boolean(row);
}
