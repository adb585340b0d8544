import type { Db } from "../db/client.ts";
import { companyVerifications } from "../db/schema/index.ts";

/** How many of the generated demo companies still wait for verification: the operator console has work to show. */
export const DEMO_WAITING_COMPANIES = 3;

/**
 * The demo's verified companies (issue 37): every one but the last few generated ones, so the badge shows on most
 * job cards and `/admin/companies` lists some waiting. Seeded, not decided: no operator acted, so no audit line.
 */
export async function verifyDemoCompanies(db: Db, options: { companyIds: string[]; now: Date }): Promise<void> {
  const verified = options.companyIds.slice(0, Math.max(0, options.companyIds.length - DEMO_WAITING_COMPANIES));
  if (verified.length === 0) return;
  await db
    .insert(companyVerifications)
    .values(verified.map((companyId) => ({ companyId, state: "verified" as const, decidedAt: options.now })));
}
