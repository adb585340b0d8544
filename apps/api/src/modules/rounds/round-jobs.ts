import type { RoundJobAdd } from "@stint/shared/rounds";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { roundJobs } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import type { Party } from "../applications/party.ts";
import { loadJob } from "../jobs/load-job.ts";
import { notify } from "../notifications/notify.ts";
import { inOtherOpenRound, loadRoundFor, requireJoined, requireStatus, type RoundAccess } from "./round-access.ts";
import { capacityAboveOpenings, jobInOtherRound, jobNotPublished, roundJobNotFound } from "./round-errors.ts";
import { dropCompanyJobs } from "./round-members.ts";
import { roundOpenedStudentBody, roundOpenedTitle } from "./round-messages.ts";
import { roundStudents } from "./round-recipients.ts";

const BEFORE_RUN = ["draft", "ranking"] as const;
const NEEDS = "jobs change only until the first run";

/**
 * A member adds one of its published jobs with a capacity (by default its openings). Added while ranking is
 * open, the students it brings into the round are told, as they would have been at the opening.
 */
export async function addRoundJob(options: { db: Db; party: Party; roundId: string; input: RoundJobAdd }) {
  const { db, input } = options;
  await db.transaction(async (tx) => {
    const access = await loadRoundFor({ db: tx, party: options.party, roundId: options.roundId, lock: "update" });
    requireJoined(access);
    requireStatus(access, BEFORE_RUN, NEEDS);
    const job = await loadJob({ db: tx, jobId: input.jobId, forUpdate: true });
    if (!job || job.companyId !== access.party.accountId) throw roundJobNotFound();
    if (job.status !== "published") throw jobNotPublished();
    if (await inOtherOpenRound(tx, job.id, access.round.id)) throw jobInOtherRound();
    const capacity = input.capacity ?? job.positions;
    if (capacity > job.positions) throw capacityAboveOpenings(job.positions);
    const before = access.round.status === "ranking" ? new Set(await roundStudents(tx, access.round.id)) : null;
    await tx
      .insert(roundJobs)
      .values({ roundId: access.round.id, jobId: job.id, companyId: job.companyId, capacity })
      .onConflictDoUpdate({ target: [roundJobs.roundId, roundJobs.jobId], set: { capacity } });
    if (before) await tellNewStudents(tx, access, before);
  });
}

async function tellNewStudents(tx: Db, access: RoundAccess, before: Set<string>) {
  const { round } = access;
  for (const studentId of await roundStudents(tx, round.id)) {
    if (before.has(studentId)) continue;
    await notify(tx, {
      recipientId: studentId,
      kind: "round.opened",
      title: roundOpenedTitle(round.name),
      body: roundOpenedStudentBody(round.rankingDeadline),
      link: { type: "round", id: round.id },
    });
  }
}

/** The job's company changes its capacity, at most the job's openings, before the first run. */
export async function setRoundJobCapacity(options: {
  db: Db;
  party: Party;
  roundId: string;
  jobId: string;
  capacity: number;
}) {
  const { db, jobId, capacity } = options;
  await db.transaction(async (tx) => {
    const access = await loadRoundFor({ db: tx, party: options.party, roundId: options.roundId, lock: "update" });
    requireJoined(access);
    const job = await ownRoundJob(tx, access, jobId);
    requireStatus(access, BEFORE_RUN, NEEDS);
    if (capacity > job.openings) throw capacityAboveOpenings(job.openings);
    await tx
      .update(roundJobs)
      .set({ capacity })
      .where(and(eq(roundJobs.roundId, access.round.id), eq(roundJobs.jobId, jobId)));
  });
}

/** The job's company (or the creator) takes a job out before the first run, with its rankings. */
export async function removeRoundJob(options: { db: Db; party: Party; roundId: string; jobId: string }) {
  const { db, jobId } = options;
  await db.transaction(async (tx) => {
    const access = await loadRoundFor({ db: tx, party: options.party, roundId: options.roundId, lock: "update" });
    const job = await roundJobRow(tx, access.round.id, jobId);
    if (!job || (job.companyId !== access.party.accountId && !access.creator)) throw roundJobNotFound();
    requireStatus(access, BEFORE_RUN, NEEDS);
    await dropCompanyJobs(tx, access.round.id, job.companyId, jobId);
  });
}

async function roundJobRow(db: Db, roundId: string, jobId: string) {
  if (!isUuid(jobId)) return null;
  const [row] = await db
    .select({ companyId: roundJobs.companyId, capacity: roundJobs.capacity })
    .from(roundJobs)
    .where(and(eq(roundJobs.roundId, roundId), eq(roundJobs.jobId, jobId)));
  return row ?? null;
}

/** A job of the round that belongs to the viewer's company, with its openings; 404 otherwise. */
export async function ownRoundJob(db: Db, access: RoundAccess, jobId: string) {
  const row = await roundJobRow(db, access.round.id, jobId);
  if (!row || row.companyId !== access.party.accountId) throw roundJobNotFound();
  const job = await loadJob({ db, jobId });
  return { ...row, jobId, openings: job?.positions ?? row.capacity, title: job?.title ?? "" };
}
