import type { CompanyResponsiveness } from "@stint/shared/ratings";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications } from "../../db/schema/index.ts";

const WINDOW_DAYS = 365;
const DAY_SECONDS = 86_400;

/**
 * How a company answers applications made in the last WINDOW_DAYS days: the share with a first answer (any
 * move by the company, from their events) and the median days from applying to that answer. One aggregate
 * over the company's applications (company_id, created_at) and each one's first company event.
 */
export async function companyResponsiveness(options: {
  db: Db;
  companyId: string;
  now: Date;
}): Promise<CompanyResponsiveness> {
  const { db, companyId, now } = options;
  const since = new Date(now.getTime() - WINDOW_DAYS * DAY_SECONDS * 1000);
  const recent = db
    .select({
      createdAt: applications.createdAt,
      // Spelled out: in a one-table select Drizzle leaves column names unqualified, and the correlated
      // subquery's "id" would be the event's.
      answeredAt: sql<Date | null>`(select min(e.created_at) from application_events e
        where e.application_id = applications.id and e.actor_role = 'company')`.as("answered_at"),
    })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), gt(applications.createdAt, since)))
    .as("recent");
  const [row] = await db
    .select({
      applications: sql<number>`count(*)::int`,
      answered: sql<number>`count(${recent.answeredAt})::int`,
      medianSeconds: sql<
        number | null
      >`(percentile_cont(0.5) within group (order by extract(epoch from ${recent.answeredAt} - ${recent.createdAt})))::float8`,
    })
    .from(recent);
  const total = row?.applications ?? 0;
  const median = row?.medianSeconds ?? null;
  return {
    applications: total,
    answeredShare: total > 0 ? Math.round(((row?.answered ?? 0) / total) * 100) / 100 : null,
    medianDaysToAnswer: median === null ? null : Math.round((median / DAY_SECONDS) * 10) / 10,
  };
}
