import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobAlertHits, jobAlertKeys, jobAlerts } from "../../db/schema/index.ts";
import { publishedJobAgainst, type TextQueryParser } from "../jobs/search/search-jobs.ts";
import { deliverAtOnce } from "./deliver-digests.ts";

/**
 * A job was published: every alert whose search finds it records it, once (the hit's key is the alert and the
 * job, so a retry, a second worker or a reopened job adds nothing), and instant alerts tell at once.
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
  const candidates = await tx
    .selectDistinct({ id: jobAlerts.id, search: jobAlerts.search })
    .from(jobAlertKeys)
    .innerJoin(jobAlerts, eq(jobAlerts.id, jobAlertKeys.alertId))
    .where(and(inArray(jobAlertKeys.key, job.anchors), eq(jobAlerts.paused, false)));
  // In one order everywhere: two processes inserting the same job's hits wait for each other, never deadlock.
  const found = (await job.found(candidates)).sort();
  if (found.length === 0) return 0;
  const inserted = await tx
    .insert(jobAlertHits)
    .values(found.map((alertId) => ({ alertId, jobId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ alertId: jobAlertHits.alertId });
  await deliverAtOnce({ tx, alertIds: inserted.map((row) => row.alertId), now });
  return inserted.length;
}
