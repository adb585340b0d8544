import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  isOpenApplicationStatus,
} from "@stint/shared/application-statuses";
import {
  type ApplicationCounts,
  type ApplicationCountsQuery,
  type JobApplicationCounts,
} from "@stint/shared/application-counts";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, invitations, jobs } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { overdueSql } from "./application-dto.ts";

const emptyByStatus = () =>
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>;

/**
 * The company's applications counted per job and status, with the overdue ones and the invitations still
 * open, in two grouped queries whatever the number of jobs (what the dashboard's to-dos and the matching
 * list's per-job counts show). With `jobId`: that job only, which must be the company's (404 otherwise).
 */
export async function countApplications(options: {
  db: Db;
  companyId: string;
  query: ApplicationCountsQuery;
}): Promise<ApplicationCounts> {
  const { db, companyId, query } = options;
  const jobId = query.jobId;
  if (jobId !== undefined && !isUuid(jobId)) throw notFound("This job");

  const applicationWhere: SQL[] = [eq(applications.companyId, companyId)];
  const invitationWhere: SQL[] = [eq(invitations.companyId, companyId), eq(invitations.status, "open")];
  if (jobId !== undefined) {
    applicationWhere.push(eq(applications.jobId, jobId));
    invitationWhere.push(eq(invitations.jobId, jobId));
  }

  const [byStatusRows, invitationRows] = await Promise.all([
    db
      .select({
        jobId: applications.jobId,
        status: applications.status,
        n: count(),
        overdue: sql<number>`cast(count(*) filter (where ${overdueSql}) as int)`,
      })
      .from(applications)
      .where(and(...applicationWhere))
      .groupBy(applications.jobId, applications.status),
    db
      .select({ jobId: invitations.jobId, n: count() })
      .from(invitations)
      .where(and(...invitationWhere))
      .groupBy(invitations.jobId),
  ]);

  const jobIds =
    jobId !== undefined
      ? [jobId]
      : [...new Set([...byStatusRows.map((row) => row.jobId), ...invitationRows.map((row) => row.jobId)])].filter(
          (id) => id !== null,
        );
  if (jobIds.length === 0) return { jobs: [] };
  const jobRows = await db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), inArray(jobs.id, jobIds)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  if (jobId !== undefined && jobRows.length === 0) throw notFound("This job");

  const perJob = new Map<string, JobApplicationCounts>(
    jobRows.map((job) => [
      job.id,
      {
        jobId: job.id,
        jobTitle: job.title,
        jobStatus: job.status,
        byStatus: emptyByStatus(),
        total: 0,
        open: 0,
        overdue: 0,
        openInvitations: 0,
      },
    ]),
  );
  for (const row of byStatusRows) {
    const counts = row.jobId === null ? undefined : perJob.get(row.jobId);
    if (!counts) continue;
    counts.byStatus[row.status] += row.n;
    counts.total += row.n;
    if (isOpenApplicationStatus(row.status)) counts.open += row.n;
    counts.overdue += Number(row.overdue);
  }
  for (const row of invitationRows) {
    const counts = perJob.get(row.jobId);
    if (counts) counts.openInvitations += row.n;
  }
  return { jobs: [...perJob.values()] };
}
