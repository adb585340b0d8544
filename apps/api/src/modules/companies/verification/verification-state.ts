import type { CompanyVerification, VerificationState } from "@stint/shared/company-verification";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companies, companyVerifications } from "../../../db/schema/index.ts";

/** Where a company stands, read from its decision row; no row: waiting since it signed up. */
export const verificationColumns = {
  state: sql<VerificationState>`coalesce(${companyVerifications.state}, 'waiting')`,
  reason: companyVerifications.reason,
  decidedAt: companyVerifications.decidedAt,
  waitingSince: sql<Date>`coalesce(${companyVerifications.askedAt}, ${companies.createdAt})`.mapWith(
    companies.createdAt,
  ),
};

type VerificationRow = {
  state: VerificationState;
  reason: string | null;
  decidedAt: Date | null;
  waitingSince: Date;
};

export const verificationDto = (row: VerificationRow): CompanyVerification => ({
  state: row.state,
  reason: row.state === "refused" ? row.reason : null,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  waitingSince: row.waitingSince.toISOString(),
});

/**
 * The company's name, when it last changed its profile, and its verification; null when there is no such company.
 * `forUpdate` locks the company row: decisions and requests about one company take their turns.
 */
export async function companyVerification(options: { db: Db; companyId: string; forUpdate?: boolean }) {
  const query = options.db
    .select({ id: companies.id, name: companies.name, updatedAt: companies.updatedAt, ...verificationColumns })
    .from(companies)
    .leftJoin(companyVerifications, eq(companyVerifications.companyId, companies.id))
    .where(eq(companies.id, options.companyId));
  const [row] = await (options.forUpdate ? query.for("update", { of: companies }) : query);
  return row ?? null;
}

/** A company's verification standing for its data export (account ending's "download my data"). */
export async function exportVerification(options: { db: Db; companyId: string }): Promise<CompanyVerification | null> {
  const row = await companyVerification(options);
  return row ? verificationDto(row) : null;
}
