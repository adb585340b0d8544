import type { Db } from "../../db/client.ts";
import {
  applicationEvents,
  applications,
  invitations,
  matches,
  notifications,
  ratingReports,
  ratingResponses,
  ratings,
  roundJobOutcomes,
  roundJobRankings,
  roundJobs,
  roundMembers,
  roundOutcomes,
  roundRuns,
  roundStudentRankings,
  rounds,
} from "../../db/schema/index.ts";
import { insertJsonRows } from "./insert-json-rows.ts";
import type { HistoryRows } from "./plan-demo-history.ts";

// A few hundred bytes a row: two thousand a statement keep each JSON parameter around a megabyte.
const BATCH_SIZE = 2000;

/**
 * Writes the demo history (plan-demo-history.ts, with plan-demo-ratings.ts's ratings and plan-demo-rounds.ts's
 * placement rounds) in one transaction, a statement per table and batch (insert-json-rows.ts). Notifications
 * are written without the `notification.mail` outbox events notify() adds, so loading the demo mails nobody:
 * they are history, shown in the notification centre, never sent (`mailed_at` stays empty, which is true).
 * Events go in time order, so their ids (the order a history is read in) follow their times.
 */
export async function insertHistoryInBulk(options: { db: Db; rows: HistoryRows }): Promise<void> {
  const { db, rows } = options;
  await db.transaction(async (tx) => {
    const write = async <T extends Parameters<typeof insertJsonRows>[0]["table"]>(
      table: T,
      list: readonly T["$inferInsert"][],
    ) => {
      for (let start = 0; start < list.length; start += BATCH_SIZE) {
        await insertJsonRows({ db: tx, table, rows: list.slice(start, start + BATCH_SIZE) });
      }
    };
    await write(applications, rows.applications);
    await write(invitations, rows.invitations);
    await write(matches, rows.matches);
    await write(applicationEvents, rows.events);
    await write(ratings, rows.ratings ?? []);
    await write(ratingResponses, rows.ratingResponses ?? []);
    await write(ratingReports, rows.ratingReports ?? []);
    await write(notifications, rows.notifications);
    const round = rows.rounds;
    if (round) {
      await write(rounds, round.rounds);
      await write(roundMembers, round.members);
      await write(roundJobs, round.jobs);
      await write(roundStudentRankings, round.studentRankings);
      await write(roundJobRankings, round.jobRankings);
      await write(roundRuns, round.runs);
      await write(roundOutcomes, round.outcomes);
      await write(roundJobOutcomes, round.jobOutcomes);
    }
  });
}
