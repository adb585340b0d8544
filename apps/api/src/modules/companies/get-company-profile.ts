import { type CompanyProfile } from "@stint/shared/jobs";
import { jobSearchQuerySchema } from "@stint/shared/job-search";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, companyVerifications, jobs, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { fileUrlOrNull } from "../../lib/file-url.ts";
import { preparedPerDb } from "../../db/prepared-per-db.ts";
import type { JobReads } from "../jobs/job-reads.ts";
import { searchJobs } from "../jobs/search/search-jobs.ts";
import { companyRatingSummary } from "../ratings/company-rating-summary.ts";
import { companyResponsiveness } from "./company-responsiveness.ts";
import { isUuid } from "../../lib/http/id-param.ts";

const OPEN_JOBS_SHOWN = 20;

const companyById = preparedPerDb((db) =>
  db
    .select({
      id: companies.id,
      name: companies.name,
      address: companies.address,
      website: companies.website,
      industry: companies.industry,
      sizeBand: companies.sizeBand,
      description: companies.description,
      logoFileId: companies.logoFileId,
      createdAt: companies.createdAt,
      verified: sql<boolean>`coalesce(${companyVerifications.state} = 'verified', false)`,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.id))
    .leftJoin(companyVerifications, eq(companyVerifications.companyId, companies.id))
    // A suspended company's page is gone until it is resumed, as its jobs are.
    .where(and(eq(companies.id, sql.placeholder("companyId")), isNull(users.suspendedAt)))
    .prepare("company_profile"),
);

// Exact counts from the (company_id, status) index; posted = ever published, drafts never were.
const jobCountsByStatus = preparedPerDb((db) =>
  db
    .select({ status: jobs.status, n: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, sql.placeholder("companyId")), inArray(jobs.status, ["published", "closed"])))
    .groupBy(jobs.status)
    .prepare("company_job_counts"),
);

/**
 * A company's public page: the profile without contact details (no email address), its newest open jobs
 * (the rest through `GET /api/jobs?companyId=`), the counts the page shows, what students say of it (revealed
 * ratings at `now`) and how it answers applications.
 */
export async function getCompanyProfile(options: {
  db: Db;
  reads: JobReads;
  companyId: string;
  now: Date;
}): Promise<CompanyProfile> {
  const { db, reads, companyId, now } = options;
  // Company ids are uuids: any other id (from a URL, perhaps with a NUL in it) names none.
  if (!isUuid(companyId)) throw notFound("This company");
  const [company] = await companyById(db).execute({ companyId });
  if (!company) throw notFound("This company");

  const query = jobSearchQuerySchema.parse({ companyId, sort: "newest", pageSize: String(OPEN_JOBS_SHOWN) });
  const [open, byStatus, ratings, responsiveness] = await Promise.all([
    searchJobs({ db, reads, query, scope: { kind: "public" } }),
    jobCountsByStatus(db).execute({ companyId }),
    companyRatingSummary({ db, companyId, now }),
    companyResponsiveness({ db, companyId, now }),
  ]);
  const openJobs = byStatus.find((row) => row.status === "published")?.n ?? 0;
  const { logoFileId, ...profile } = company;
  return {
    company: { ...profile, logoUrl: fileUrlOrNull(logoFileId), createdAt: company.createdAt.toISOString() },
    openJobs: open.items,
    counts: { openJobs, totalJobsPosted: byStatus.reduce((sum, row) => sum + row.n, 0) },
    ratings,
    responsiveness,
  };
}
