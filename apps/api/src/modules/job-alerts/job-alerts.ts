import {
  JOB_ALERT_ERROR_CODES,
  type JobAlert,
  type JobAlertFrequency,
  type JobAlertList,
  type JobAlertPatch,
  type JobAlertSearch,
  MAX_JOB_ALERTS,
} from "@stint/shared/job-alerts";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobAlertHits, jobAlertKeys, jobAlerts } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { searchAnchors, type SearchVocabulary } from "../jobs/search/search-jobs.ts";
import { jobAlertDto, type JobAlertRow } from "./job-alert-dto.ts";
import { periodMs } from "./digest-period.ts";

const alertNotFound = () => notFound("This job alert");

/** Pending hits per alert of the student, in one statement. */
async function pendingCounts(db: Db, alertIds: readonly string[]): Promise<Map<string, number>> {
  if (alertIds.length === 0) return new Map();
  const rows = await db
    .select({ alertId: jobAlertHits.alertId, pending: count() })
    .from(jobAlertHits)
    .where(and(sql`${jobAlertHits.alertId} = any(${sql.param(alertIds)}::uuid[])`, isNull(jobAlertHits.deliveredAt)))
    .groupBy(jobAlertHits.alertId);
  return new Map(rows.map((row) => [row.alertId, row.pending]));
}

async function withPending(db: Db, rows: JobAlertRow[]): Promise<JobAlert[]> {
  const pending = await pendingCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => jobAlertDto(row, pending.get(row.id) ?? 0));
}

/** The student's alerts, oldest first (a handful: not paged). */
export async function listJobAlerts(options: { db: Db; studentId: string }): Promise<JobAlertList> {
  const rows = await options.db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.studentId, options.studentId))
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
  const items = await withPending(options.db, rows);
  return { items, total: items.length, max: MAX_JOB_ALERTS };
}

/** Writes the lexemes a job must hold one of for the alert's search to find it (saved-searches.ts). */
async function writeKeys(db: Db, vocabulary: SearchVocabulary, alertId: string, search: JobAlertSearch): Promise<void> {
  const keys = await searchAnchors(db, vocabulary, search);
  await db.delete(jobAlertKeys).where(eq(jobAlertKeys.alertId, alertId));
  if (keys.length > 0) await db.insert(jobAlertKeys).values(keys.map((key) => ({ key, alertId })));
}

/** The first daily or weekly digest comes one period after the alert is made (or changed to that period). */
const firstDigestAt = (frequency: JobAlertFrequency, now: Date) => new Date(now.getTime() + periodMs(frequency));

export async function createJobAlert(options: {
  db: Db;
  vocabulary: SearchVocabulary;
  studentId: string;
  input: { name: string; frequency: JobAlertFrequency; search: JobAlertSearch; placeLabel?: string | null };
}): Promise<JobAlert> {
  const { db, vocabulary, studentId, input } = options;
  return db.transaction(async (tx) => {
    // Counted under a lock on the student's alerts: two saves at once cannot both be the twentieth.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-alerts:${studentId}`}))`);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(jobAlerts)
      .where(eq(jobAlerts.studentId, studentId));
    if (total >= MAX_JOB_ALERTS) {
      throw new AppError(
        JOB_ALERT_ERROR_CODES.limit,
        409,
        `You have ${MAX_JOB_ALERTS} job alerts, the most you can keep. Delete one you no longer need first.`,
      );
    }
    const now = new Date();
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        studentId,
        name: input.name,
        frequency: input.frequency,
        search: input.search,
        placeLabel: input.placeLabel ?? null,
        digestDueAt: firstDigestAt(input.frequency, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeKeys(tx, vocabulary, row!.id, input.search);
    return jobAlertDto(row!, 0);
  });
}

/** The student's own alert, locked for a change; another student's (or none) is a 404. */
async function ownAlert(db: Db, studentId: string, alertId: string): Promise<JobAlertRow> {
  if (!isUuid(alertId)) throw alertNotFound();
  const [row] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.studentId, studentId)))
    .for("update");
  if (!row) throw alertNotFound();
  return row;
}

export async function updateJobAlert(options: {
  db: Db;
  studentId: string;
  alertId: string;
  input: JobAlertPatch;
}): Promise<JobAlert> {
  const { db, studentId, alertId, input } = options;
  const row = await db.transaction(async (tx) => {
    const current = await ownAlert(tx, studentId, alertId);
    const now = new Date();
    const newPeriod = input.frequency !== undefined && input.frequency !== current.frequency;
    const [updated] = await tx
      .update(jobAlerts)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
        ...(input.paused !== undefined ? { paused: input.paused } : {}),
        ...(newPeriod ? { digestDueAt: firstDigestAt(input.frequency!, now) } : {}),
        updatedAt: now,
      })
      .where(eq(jobAlerts.id, current.id))
      .returning();
    return updated!;
  });
  const [alert] = await withPending(db, [row]);
  return alert!;
}

/** Deletes the alert with what it found (the keys and hits go with it). */
export async function deleteJobAlert(options: { db: Db; studentId: string; alertId: string }): Promise<void> {
  const { db, studentId, alertId } = options;
  if (!isUuid(alertId)) throw alertNotFound();
  const deleted = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.studentId, studentId)))
    .returning({ id: jobAlerts.id });
  if (deleted.length === 0) throw alertNotFound();
}

/** For the account export: every alert of the student with the jobs each found and when they were told. */
export async function exportJobAlerts(options: { db: Db; studentId: string }) {
  const { items } = await listJobAlerts(options);
  if (items.length === 0) return [];
  const hits = await options.db
    .select({
      alertId: jobAlertHits.alertId,
      jobId: jobAlertHits.jobId,
      foundAt: jobAlertHits.createdAt,
      deliveredAt: jobAlertHits.deliveredAt,
    })
    .from(jobAlertHits)
    .innerJoin(jobAlerts, eq(jobAlerts.id, jobAlertHits.alertId))
    .where(eq(jobAlerts.studentId, options.studentId))
    .orderBy(asc(jobAlertHits.createdAt));
  return items.map((alert) => ({
    ...alert,
    hits: hits
      .filter((hit) => hit.alertId === alert.id)
      .map((hit) => ({
        jobId: hit.jobId,
        foundAt: hit.foundAt.toISOString(),
        deliveredAt: hit.deliveredAt?.toISOString() ?? null,
      })),
  }));
}
