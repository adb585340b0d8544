import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobAlertHits, jobAlertKeys, jobAlerts } from "../../db/schema/index.ts";
import { emitEvent } from "../../lib/outbox/outbox-events.ts";
import { publishedJobAgainst, type TextQueryParser } from "../jobs/search/search-jobs.ts";
import { anyOf, deliverDigests } from "./deliver-digests.ts";

const tellsAtOnce = (frequency: string) => frequency === "instant" || frequency === "in-app";

/**
 * A job was published: every alert whose search finds it records it, once (the hit's key is the alert and the
 * job, so a retry, a second worker or a reopened job adds nothing). Telling is not done here: when an instant or
 * in-app alert found it, one `job-alert.hits-found` event does (`deliverFoundHits`), in a transaction of its own,
 * so matching writes only the hit rows and stays short however many alerts the job finds.
 *
 * Alerts are looked up by what the job holds (its narrow row's lexemes against each alert's anchors,
 * saved-searches.ts), then each candidate is asked exactly with the search's own test. Returns the new hits.
 */
export async function matchPublishedJob(options: {
  tx: Db;
  parser: TextQueryParser;
  jobId: string;
  now: Date;
}): Promise<number> {
  const { tx, parser, jobId, now } = options;
  const job = await publishedJobAgainst({ db: tx, parser, jobId });
  if (!job) return 0;
  // The ids first, as an array the planner sees as an init plan: the alerts are then read by primary key, a row
  // per candidate. A join let it read every alert and hash them (EXPLAIN in the benchmark's header).
  const candidates = await tx
    .select({ id: jobAlerts.id, search: jobAlerts.search, frequency: jobAlerts.frequency })
    .from(jobAlerts)
    .where(
      and(
        sql`${jobAlerts.id} = any(array(select distinct ${jobAlertKeys.alertId} from ${jobAlertKeys} where ${anyOf(jobAlertKeys.key, job.anchors, "text")}))`,
        eq(jobAlerts.paused, false),
      ),
    );
  // In one order everywhere: two processes inserting the same job's hits wait for each other, never deadlock.
  const found = (await job.found(candidates)).sort();
  if (found.length === 0) return 0;
  const { rows: inserted } = (await tx.execute(
    sql`insert into ${jobAlertHits} (alert_id, job_id, created_at)
        select alert_id, ${jobId}::uuid, ${now.toISOString()}::timestamptz
        from unnest(${sql.param(found)}::uuid[]) as alert_id
        on conflict do nothing
        returning alert_id as "alertId"`,
  )) as unknown as { rows: { alertId: string }[] };
  const atOnce = new Set(candidates.filter((alert) => tellsAtOnce(alert.frequency)).map((alert) => alert.id));
  if (inserted.some((row) => atOnce.has(row.alertId))) {
    await emitEvent({ db: tx, kind: "job-alert.hits-found", payload: { jobId } });
  }
  return inserted.length;
}

/**
 * `job-alert.hits-found`: the instant and in-app alerts that found `jobId` and have not told it yet tell it now.
 * The hits are claimed in deliverDigests (`delivered_at` still null), so a second event for the same job, or a
 * digest sweep at the same time, tells nothing twice. Returns how many alerts told.
 */
export async function deliverFoundHits(options: { tx: Db; jobId: string; now: Date }): Promise<number> {
  const { tx, jobId, now } = options;
  const pending = await tx
    .select({ alertId: jobAlertHits.alertId })
    .from(jobAlertHits)
    .innerJoin(jobAlerts, eq(jobAlerts.id, jobAlertHits.alertId))
    .where(
      and(
        eq(jobAlertHits.jobId, jobId),
        isNull(jobAlertHits.deliveredAt),
        sql`${jobAlerts.frequency} in ('instant', 'in-app')`,
      ),
    )
    .orderBy(jobAlertHits.alertId);
  return deliverDigests({ tx, alertIds: pending.map((row) => row.alertId), now });
}
