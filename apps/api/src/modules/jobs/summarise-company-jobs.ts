import { findPublishProblems, type JobsSummary } from "@stint/shared/jobs";
import { and, asc, count, eq, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, jobs } from "../../db/schema/index.ts";
import { jobColumns, jobFieldsOf } from "./job-dto.ts";

const MAX_ATTENTION = 20;

const FIELD_NAMES: Record<string, string> = {
  description: "a longer description",
  location: "a place",
  pay: "pay",
  durationMonths: "the duration",
  deadline: "a deadline that has not passed",
};

/**
 * The company dashboard's counts and to-do list: jobs by status, drafts (ready to publish, or what they
 * miss) and published jobs whose application deadline has passed. Only what exists is counted; applicant
 * numbers join when applications do.
 */
export async function summariseCompanyJobs(options: {
  db: Db;
  companyId: string;
  today?: string;
}): Promise<JobsSummary> {
  const { db, companyId } = options;
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const counts = await db
    .select({ status: jobs.status, n: count() })
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .groupBy(jobs.status);
  const byStatus = { draft: 0, published: 0, closed: 0 };
  for (const { status, n } of counts) byStatus[status] = n;

  const needing = await db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        eq(jobs.companyId, companyId),
        or(eq(jobs.status, "draft"), and(eq(jobs.status, "published"), lt(jobs.deadline, today))),
      ),
    )
    .orderBy(asc(jobs.status), asc(jobs.updatedAt))
    .limit(MAX_ATTENTION);

  const attention = needing.map((row): JobsSummary["attention"][number] => {
    const base = { jobId: row.id, title: row.title, status: row.status };
    if (row.status === "published") {
      const message = "The application deadline has passed: close the job or move the deadline.";
      return { ...base, reason: "deadline-passed", message, missing: [] };
    }
    const missing = Object.keys(findPublishProblems(jobFieldsOf(row), today));
    if (missing.length === 0) return { ...base, reason: "draft-ready", message: "Ready to publish.", missing };
    const names = missing.map((field) => FIELD_NAMES[field] ?? field).join(", ");
    return { ...base, reason: "draft-incomplete", message: `Needs ${names} before publishing.`, missing };
  });
  return { byStatus, total: byStatus.draft + byStatus.published + byStatus.closed, attention };
}
