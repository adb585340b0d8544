import { and, type Column, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobAlertHits, jobAlerts } from "../../db/schema/index.ts";
import { said } from "../../i18n/said.ts";
import { emitEvents } from "../../lib/outbox/outbox-events.ts";
import { notifyInAppOnly } from "../notifications/notify.ts";

/**
 * `column` is one of `values`, which go as one array parameter: a digest run or a job found by hundreds of alerts
 * names that many ids, and a parameter each made the statements slow to send and to plan.
 */
export const anyOf = (column: Column, values: readonly string[], type: "uuid" | "text"): SQL =>
  sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])`;

/**
 * One digest for each of `alertIds` that has jobs not told yet: the hits are claimed by a conditional update
 * (`delivered_at` still null), so two processes, or a sweep and an instant delivery, tell each job once; each
 * alert gets one in-app notification, and, unless it tells in Stint only, one `job-alert.mail` event that mails
 * the same jobs (digest-mail.ts). The alert's next digest is due a period later. Returns how many digests.
 */
export async function deliverDigests(options: { tx: Db; alertIds: readonly string[]; now: Date }): Promise<number> {
  const { tx, alertIds, now } = options;
  if (alertIds.length === 0) return 0;
  const claimed = await tx
    .update(jobAlertHits)
    .set({ deliveredAt: now })
    .where(and(anyOf(jobAlertHits.alertId, alertIds, "uuid"), isNull(jobAlertHits.deliveredAt)))
    .returning({ alertId: jobAlertHits.alertId });
  const jobsPerAlert = new Map<string, number>();
  for (const { alertId } of claimed) jobsPerAlert.set(alertId, (jobsPerAlert.get(alertId) ?? 0) + 1);
  if (jobsPerAlert.size === 0) return 0;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const alerts = await tx
    .update(jobAlerts)
    .set({
      lastDigestAt: now,
      digestDueAt: sql`${nowSql} + case ${jobAlerts.frequency} when 'daily' then interval '1 day' when 'weekly' then interval '7 days' else interval '0' end`,
    })
    .where(anyOf(jobAlerts.id, [...jobsPerAlert.keys()], "uuid"))
    .returning({
      id: jobAlerts.id,
      studentId: jobAlerts.studentId,
      name: jobAlerts.name,
      frequency: jobAlerts.frequency,
    });
  await notifyInAppOnly(
    tx,
    alerts.map((alert) => ({
      recipientId: alert.studentId,
      kind: "job-alert.digest",
      title: said("notifications:jobAlert.digest", { count: jobsPerAlert.get(alert.id)!, name: alert.name }),
      link: { type: "job-alert", id: alert.id },
    })),
  );
  await emitEvents({
    db: tx,
    kind: "job-alert.mail",
    payloads: alerts
      .filter((alert) => alert.frequency !== "in-app")
      .map((alert) => ({ alertId: alert.id, deliveredAt: now.toISOString() })),
  });
  return alerts.length;
}

/** How many due alerts one transaction of the sweep delivers: short transactions, few statements each. */
const SWEEP_BATCH = 1_000;

/**
 * The time sweep's daily and weekly digests: every such alert whose period has passed and that found jobs since
 * its last digest gets one, in batches; alerts another process is delivering are skipped (SKIP LOCKED).
 */
export async function sweepJobAlertDigests(options: { db: Db; now: Date; batch?: number }): Promise<number> {
  const { db, now, batch = SWEEP_BATCH } = options;
  let delivered = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobAlerts.id })
        .from(jobAlerts)
        .where(
          and(
            sql`not ${jobAlerts.paused} and ${jobAlerts.frequency} in ('daily', 'weekly')`,
            sql`${jobAlerts.digestDueAt} <= ${now.toISOString()}::timestamptz`,
            sql`exists (select 1 from ${jobAlertHits} where ${jobAlertHits.alertId} = ${jobAlerts.id} and ${jobAlertHits.deliveredAt} is null)`,
          ),
        )
        .orderBy(jobAlerts.digestDueAt)
        .limit(batch)
        .for("update", { skipLocked: true });
      if (due.length === 0) return 0;
      return deliverDigests({ tx, alertIds: due.map((row) => row.id), now });
    });
    delivered += done;
    if (done === 0) return delivered;
  }
}
