import type { RoundList, RoundSummary } from "@stint/shared/rounds";
import { and, desc, eq, exists, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  applications,
  companies,
  roundJobRankings,
  roundJobs,
  roundMembers,
  roundOutcomes,
  roundStudentRankings,
  rounds,
} from "../../db/schema/index.ts";
import type { Party } from "../applications/party.ts";
import { OPEN_STATUSES } from "./round-statuses.ts";

const summaryColumns = {
  id: rounds.id,
  name: rounds.name,
  status: rounds.status,
  creatorCompanyName: companies.name,
  rankingDeadline: rounds.rankingDeadline,
  confirmationDeadline: rounds.confirmationDeadline,
  jobs: sql<number>`(select count(*)::int from ${roundJobs} where ${roundJobs.roundId} = ${rounds.id})`,
  places: sql<number>`(select coalesce(sum(${roundJobs.capacity}), 0)::int from ${roundJobs} where ${roundJobs.roundId} = ${rounds.id})`,
};

/**
 * The rounds the viewer takes part in, newest first: a company's as creator, member or invitee; a student's
 * open rounds with a job they applied to. Each says what the viewer should do now.
 */
export async function listRounds(options: { db: Db; party: Party; now: Date }): Promise<RoundList> {
  const { db, party, now } = options;
  const rows =
    party.role === "company"
      ? await companyRounds(db, party.accountId, now)
      : await studentRounds(db, party.accountId, now);
  return { items: rows };
}

async function companyRounds(db: Db, companyId: string, now: Date): Promise<RoundSummary[]> {
  const ownJobs = and(eq(roundJobs.roundId, rounds.id), eq(roundJobs.companyId, companyId));
  const rows = await db
    .select({
      ...summaryColumns,
      membership: roundMembers.status,
      // An own job of the round without a saved ranking.
      unranked: sql<boolean>`exists (select 1 from ${roundJobs} where ${ownJobs} and not exists (select 1 from ${roundJobRankings} where ${roundJobRankings.roundId} = ${rounds.id} and ${roundJobRankings.jobId} = ${roundJobs.jobId}))`,
      unanswered: sql<boolean>`exists (select 1 from ${roundOutcomes} join ${roundJobs} on ${roundJobs.jobId} = ${roundOutcomes.jobId} where ${roundOutcomes.roundId} = ${rounds.id} and ${ownJobs} and ${roundOutcomes.status} = 'proposed' and ${roundOutcomes.companyAnswer} is null)`,
    })
    .from(roundMembers)
    .innerJoin(rounds, eq(rounds.id, roundMembers.roundId))
    .innerJoin(companies, eq(companies.id, rounds.creatorCompanyId))
    .where(eq(roundMembers.companyId, companyId))
    .orderBy(desc(rounds.createdAt), desc(rounds.id));
  return rows.map(({ unranked, unanswered, ...row }) => {
    const todo =
      row.membership === "invited"
        ? "answer-invitation"
        : row.status === "ranking" && unranked && now < row.rankingDeadline
          ? "rank"
          : row.status === "confirming" && unanswered && now < row.confirmationDeadline
            ? "answer-place"
            : null;
    return summary(row, row.membership, todo);
  });
}

async function studentRounds(db: Db, studentId: string, now: Date): Promise<RoundSummary[]> {
  const applied = db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(eq(applications.studentId, studentId));
  const openlyApplied = db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(and(eq(applications.studentId, studentId), inArray(applications.status, OPEN_STATUSES)));
  const rows = await db
    .select({
      ...summaryColumns,
      canRank: sql<boolean>`exists (select 1 from ${roundJobs} where ${roundJobs.roundId} = ${rounds.id} and ${inArray(roundJobs.jobId, openlyApplied)})`,
      ranked: sql<boolean>`exists (select 1 from ${roundStudentRankings} where ${roundStudentRankings.roundId} = ${rounds.id} and ${roundStudentRankings.studentId} = ${studentId})`,
      unanswered: sql<boolean>`exists (select 1 from ${roundOutcomes} where ${roundOutcomes.roundId} = ${rounds.id} and ${roundOutcomes.studentId} = ${studentId} and ${roundOutcomes.status} = 'proposed' and ${roundOutcomes.studentAnswer} is null)`,
    })
    .from(rounds)
    .innerJoin(companies, eq(companies.id, rounds.creatorCompanyId))
    .where(
      and(
        ne(rounds.status, "draft"),
        exists(
          db
            .select({ one: sql`1` })
            .from(roundJobs)
            .where(and(eq(roundJobs.roundId, rounds.id), inArray(roundJobs.jobId, applied))),
        ),
      ),
    )
    .orderBy(desc(rounds.createdAt), desc(rounds.id));
  return rows.map(({ canRank, ranked, unanswered, ...row }) => {
    const todo =
      row.status === "ranking" && canRank && !ranked && now < row.rankingDeadline
        ? "rank"
        : row.status === "confirming" && unanswered && now < row.confirmationDeadline
          ? "answer-place"
          : null;
    return summary(row, null, todo);
  });
}

type SummaryRow = Omit<RoundSummary, "rankingDeadline" | "confirmationDeadline" | "membership" | "todo"> & {
  rankingDeadline: Date;
  confirmationDeadline: Date;
};

function summary(row: SummaryRow, membership: RoundSummary["membership"], todo: RoundSummary["todo"]): RoundSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    creatorCompanyName: row.creatorCompanyName,
    rankingDeadline: row.rankingDeadline.toISOString(),
    confirmationDeadline: row.confirmationDeadline.toISOString(),
    jobs: row.jobs,
    places: row.places,
    membership,
    todo,
  };
}
