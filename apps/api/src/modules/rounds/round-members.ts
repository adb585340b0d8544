import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, roundJobRankings, roundJobs, roundMembers, roundStudentRankings } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import type { Party } from "../applications/party.ts";
import { notify } from "../notifications/notify.ts";
import { loadRoundFor, requireCreator, requireStatus } from "./round-access.ts";
import { companiesOnly } from "./round-errors.ts";
import { roundInvitedTitle } from "./round-messages.ts";

const BEFORE_RUN = ["draft", "ranking"] as const;

/** The creator invites another company; it is told, and joins or declines. Inviting twice changes nothing. */
export async function inviteMember(options: { db: Db; party: Party; roundId: string; companyId: string; now: Date }) {
  const { db, companyId } = options;
  await db.transaction(async (tx) => {
    const access = await loadRoundFor({ db: tx, party: options.party, roundId: options.roundId, lock: "update" });
    requireCreator(access);
    requireStatus(access, BEFORE_RUN, "companies join only until the first run");
    if (companyId === access.party.accountId)
      throw badRequest("You are in the round already.", { companyId: "You are in the round already." });
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!company) throw notFound("This company");
    const [creator] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, access.party.accountId));
    const inserted = await tx
      .insert(roundMembers)
      .values({ roundId: access.round.id, companyId, status: "invited", invitedAt: options.now })
      .onConflictDoNothing()
      .returning({ companyId: roundMembers.companyId });
    if (inserted.length > 0) {
      await notify(tx, {
        recipientId: companyId,
        kind: "round.invited",
        title: roundInvitedTitle(creator?.name ?? "A company", access.round.name),
        link: { type: "round", id: access.round.id },
      });
    }
  });
}

/** The creator removes a member (and its jobs, with their rankings) before the first run. */
export async function removeMember(options: { db: Db; party: Party; roundId: string; companyId: string }) {
  const { db, companyId } = options;
  await db.transaction(async (tx) => {
    const access = await loadRoundFor({ db: tx, party: options.party, roundId: options.roundId, lock: "update" });
    requireCreator(access);
    requireStatus(access, BEFORE_RUN, "members leave only until the first run");
    if (companyId === access.round.creatorCompanyId) {
      throw badRequest("The creator stays in its round; delete the round instead.", {
        companyId: "The creator stays.",
      });
    }
    const removed = await tx
      .delete(roundMembers)
      .where(and(eq(roundMembers.roundId, access.round.id), eq(roundMembers.companyId, companyId)))
      .returning({ companyId: roundMembers.companyId });
    if (removed.length === 0) throw notFound("This member");
    await dropCompanyJobs(tx, access.round.id, companyId);
  });
}

/**
 * An invited company joins or declines (declining removes the invitation). Returns whether it joined. A
 * student who sees the round (through an application) has no membership to answer: 403, as for the round's
 * other company-only calls; whoever does not see the round gets its 404.
 */
export async function answerMembership(options: { db: Db; party: Party; roundId: string; join: boolean; now: Date }) {
  const { db, join } = options;
  return db.transaction(async (tx) => {
    const access = await loadRoundFor({ db: tx, party: options.party, roundId: options.roundId, lock: "update" });
    if (access.membership === null) throw companiesOnly();
    if (access.membership === "joined") {
      if (join) return true;
      throw badRequest("You are a member already; the round's creator removes members.", {
        join: "You are a member already.",
      });
    }
    const where = and(eq(roundMembers.roundId, access.round.id), eq(roundMembers.companyId, access.party.accountId));
    if (!join) {
      await tx.delete(roundMembers).where(where);
      return false;
    }
    requireStatus(access, BEFORE_RUN, "companies join only until the first run");
    await tx.update(roundMembers).set({ status: "joined", joinedAt: options.now }).where(where);
    return true;
  });
}

/**
 * Takes a company's jobs (or one of them) out of a round, with both sides' rankings of them: the rankings
 * reference the job, not the round's job row, so nothing would remove them otherwise.
 */
export async function dropCompanyJobs(tx: Db, roundId: string, companyId: string, jobId?: string) {
  const removed = await tx
    .delete(roundJobs)
    .where(
      and(
        eq(roundJobs.roundId, roundId),
        eq(roundJobs.companyId, companyId),
        jobId ? eq(roundJobs.jobId, jobId) : undefined,
      ),
    )
    .returning({ jobId: roundJobs.jobId });
  for (const { jobId: removedId } of removed) {
    await tx
      .delete(roundJobRankings)
      .where(and(eq(roundJobRankings.roundId, roundId), eq(roundJobRankings.jobId, removedId)));
    await tx
      .delete(roundStudentRankings)
      .where(and(eq(roundStudentRankings.roundId, roundId), eq(roundStudentRankings.jobId, removedId)));
  }
  return removed.length;
}
