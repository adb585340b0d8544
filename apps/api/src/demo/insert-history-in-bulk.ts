import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
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
} from "../db/schema/index.ts";
import { insertJsonRows } from "./insert-json-rows.ts";
import type { HistoryRows } from "./plan-demo-history.ts";

// A few hundred bytes a row: two thousand a statement keep each JSON parameter around a megabyte.
const BATCH_SIZE = 2000;

/**
 * Every demo application that reached `offer` carries an offer (decision 024), made from its job: the job's start
 * and its lowest pay. Still at `offer`: open, to answer within ten days of loading; hired: accepted; withdrawn:
 * declined with the withdrawal's reason; rejected: withdrawn by the company.
 */
const DEMO_OFFERS = sql`
  insert into offers (application_id, status, start_date, pay_amount, pay_currency, pay_period, answer_by, message,
    decline_reason, created_at, updated_at, answered_at)
  select a.id,
    case a.status when 'offer' then 'open' when 'hired' then 'accepted' when 'withdrawn' then 'declined'
      else 'withdrawn' end,
    j.start_date, (j.pay->>'min')::int, j.pay->>'currency', j.pay->>'period',
    case when a.status = 'offer' then current_date + 10 else e.created_at::date + 14 end,
    'We would be glad to have you with us. The details are below; write to us with any question.',
    case when a.status = 'withdrawn' then a.reason_text end,
    e.created_at, e.created_at,
    case when a.status <> 'offer' then a.updated_at end
  from applications a
  join jobs j on j.id = a.job_id
  join application_events e on e.application_id = a.id and e.to_status = 'offer'`;

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
    await tx.execute(DEMO_OFFERS);
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
