import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobAlertHits, jobAlertKeys, jobAlerts } from "../../db/schema/index.ts";
import { publishedJobAgainst, type TextQueryParser } from "../jobs/search/search-jobs.ts";
import { anyOf, deliverDigests } from "./deliver-digests.ts";

/**
 * A job was published: every alert whose search finds it records it, once (the hit's key is the alert and the
 * job, so a retry, a second worker or a reopened job adds nothing), and instant alerts tell at once.
 *
 * Alerts are looked up by what the job holds (its narrow row's lexemes against each alert's anchors,
 * saved-searches.ts), then each candidate is asked exactly with the search's own test. Returns the new hits.
 * A job finds hundreds of alerts (scripts/bench-alerts.mjs): their ids go to the database as one array each.
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
  const candidates = await tx
    .selectDistinct({ id: jobAlerts.id, search: jobAlerts.search, frequency: jobAlerts.frequency })
    .from(jobAlertKeys)
    .innerJoin(jobAlerts, eq(jobAlerts.id, jobAlertKeys.alertId))
    .where(and(anyOf(jobAlertKeys.key, job.anchors, "text"), eq(jobAlerts.paused, false)));
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
  const atOnce = new Set(
    candidates
      .filter((alert) => alert.frequency === "instant" || alert.frequency === "in-app")
      .map((alert) => alert.id),
  );
  await deliverDigests({ tx, alertIds: inserted.map((row) => row.alertId).filter((id) => atOnce.has(id)), now });
  return inserted.length;
}
