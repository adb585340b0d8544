import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, jobs } from "../../db/schema/index.ts";

/**
 * Copies the company's current name onto its jobs, which regenerates their stored search vectors (the name
 * is part of them). Run by the outbox worker after a company renamed itself (the `company.renamed` event).
 */
export async function refreshCompanyJobs(options: { db: Db; companyId: string }): Promise<void> {
  const { db, companyId } = options;
  await db
    .update(jobs)
    .set({ companyName: sql`(select ${companies.name} from ${companies} where ${companies.id} = ${companyId})` })
    .where(eq(jobs.companyId, companyId));
}
