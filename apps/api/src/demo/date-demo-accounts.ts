import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { companies, cvs, students, users } from "../db/schema/index.ts";
import { seededRandom } from "./generate-jobs.ts";
import type { HistoryCv, HistoryJob, HistoryRows } from "./plan-demo-history.ts";

const DAY = 24 * 60 * 60 * 1000;
/** Row fields that name the account a row belongs to or was written for. */
const ACCOUNT_FIELDS = ["studentId", "companyId", "creatorCompanyId", "recipientId"] as const;

export type DemoSignUps = { accounts: Map<string, Date>; cvs: Map<string, Date> };

/**
 * When each demo account signed up and each CV was written, so that nobody acts before existing: a CV is
 * older than the first application sent with it, an account than anything it did or was sent (its jobs, CVs,
 * applications, invitations, rounds, notifications). Companies joined two weeks to four months before their
 * first job, students a few days to two months before their first CV or application. Deterministic for a seed.
 */
export function planSignUps(options: {
  jobs: readonly HistoryJob[];
  cvs: readonly HistoryCv[];
  rows: HistoryRows;
  seed?: number;
}): DemoSignUps {
  const random = seededRandom(options.seed ?? 53);
  const earliest = new Map<string, Date>();
  const saw = (id: string, at: Date) => {
    const known = earliest.get(id);
    if (!known || at < known) earliest.set(id, at);
  };

  const firstUse = new Map<string, Date>();
  for (const { cvId, createdAt: at } of options.rows.applications) {
    if (cvId && at && (!firstUse.has(cvId) || at < firstUse.get(cvId)!)) firstUse.set(cvId, at);
  }
  const cvDates = new Map<string, Date>();
  for (const cv of options.cvs) {
    const used = firstUse.get(cv.id);
    const written = used && used <= cv.createdAt ? new Date(used.getTime() - random.int(1, 20) * DAY) : cv.createdAt;
    cvDates.set(cv.id, written);
    saw(cv.studentId, written);
  }
  for (const job of options.jobs) saw(job.companyId, job.createdAt ?? job.publishedAt ?? new Date());

  const { rounds, ...history } = options.rows;
  const rowLists: readonly (readonly object[] | undefined)[] = [
    ...Object.values(history),
    ...Object.values(rounds ?? {}),
  ];
  for (const row of rowLists.flatMap((list) => list ?? []) as Record<string, unknown>[]) {
    if (!(row.createdAt instanceof Date)) continue;
    for (const field of ACCOUNT_FIELDS) if (typeof row[field] === "string") saw(row[field], row.createdAt);
  }

  const companyIds = new Set(options.jobs.map((job) => job.companyId));
  const accounts = new Map<string, Date>();
  // Sorted, so the same plan gives the same dates whatever order the maps were filled in.
  for (const [id, at] of [...earliest].sort(([a], [b]) => a.localeCompare(b))) {
    const days = companyIds.has(id) ? random.int(14, 120) : random.int(2, 60);
    accounts.set(id, new Date(at.getTime() - days * DAY - random.int(0, 23) * 3_600_000));
  }
  return { accounts, cvs: cvDates };
}

/** Writes the sign-up and CV dates over the rows inserted at load time (created "now"). */
export async function writeSignUps(db: Db, signUps: DemoSignUps): Promise<void> {
  for (const table of [users, companies, students]) await setCreatedAt(db, table, signUps.accounts);
  await setCreatedAt(db, cvs, signUps.cvs);
}

async function setCreatedAt(db: Db, table: PgTable, dates: Map<string, Date>) {
  const rows = [...dates].map(([id, at]) => ({ id, at: at.toISOString() }));
  await db.execute(
    sql`update ${table} set created_at = v.at from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id text, at timestamptz) where ${table}.id::text = v.id`,
  );
}
