import type { AdminCompany, AdminCompanyListQuery, AdminCompanyPage } from "@stint/shared/company-verification";
import { and, count, eq, ilike, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companies, companyVerifications, jobs } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/sql-helpers.ts";
import { decodeIdCursor, encodeIdCursor } from "../../../lib/http/cursor.ts";
import { fileUrlOrNull } from "../../../lib/file-url.ts";
import { verificationColumns, verificationDto } from "./verification-state.ts";

// Waiting first (what an operator has to do), then refused (they may ask again), then verified; within a state,
// who has waited longest first.
const stateRank = sql<number>`case ${verificationColumns.state} when 'waiting' then 0 when 'refused' then 1 else 2 end`;
const position = sql`(${stateRank}, ${verificationColumns.waitingSince}, ${companies.id})`;

const jobsPublished =
  sql<number>`(select ${count()} from ${jobs} where ${jobs.companyId} = ${companies.id} and ${isNotNull(jobs.publishedAt)})`.mapWith(
    Number,
  );

const withVerification = eq(companyVerifications.companyId, companies.id);

/**
 * `GET /api/admin/companies`: companies with what an operator needs to decide on them (who they say they are,
 * how to reach them, what they published so far), in keyset pages with the total.
 */
export async function listCompaniesForReview(options: {
  db: Db;
  query: AdminCompanyListQuery;
}): Promise<AdminCompanyPage> {
  const { db, query } = options;
  const cursorId = decodeIdCursor(query.cursor);
  const conditions: (SQL | undefined)[] = [];
  if (query.status !== "all") conditions.push(sql`${verificationColumns.state} = ${query.status}`);
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(ilike(companies.name, pattern), ilike(companies.emailAddress, pattern), ilike(companies.website, pattern)),
    );
  }
  const where = and(...conditions);
  const cursorPosition = cursorId
    ? sql`${position} > (select ${stateRank}, ${verificationColumns.waitingSince}, ${companies.id} from ${companies} left join ${companyVerifications} on ${companyVerifications.companyId} = ${companies.id} where ${companies.id} = ${cursorId})`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        emailAddress: companies.emailAddress,
        website: companies.website,
        industry: companies.industry,
        sizeBand: companies.sizeBand,
        description: companies.description,
        address: companies.address,
        logoFileId: companies.logoFileId,
        signedUpAt: companies.createdAt,
        jobsPublished,
        ...verificationColumns,
      })
      .from(companies)
      .leftJoin(companyVerifications, withVerification)
      .where(and(where, cursorPosition))
      .orderBy(stateRank, verificationColumns.waitingSince, companies.id)
      .limit(query.limit + 1),
    db.select({ n: count() }).from(companies).leftJoin(companyVerifications, withVerification).where(where),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row): AdminCompany => ({
      id: row.id,
      name: row.name,
      emailAddress: row.emailAddress,
      website: row.website,
      industry: row.industry,
      sizeBand: row.sizeBand,
      description: row.description,
      address: row.address,
      logoUrl: fileUrlOrNull(row.logoFileId),
      signedUpAt: row.signedUpAt.toISOString(),
      jobsPublished: row.jobsPublished,
      verification: verificationDto(row),
    })),
    total: total?.n ?? 0,
    nextCursor: rows.length > query.limit && last ? encodeIdCursor(last.id) : null,
  };
}
