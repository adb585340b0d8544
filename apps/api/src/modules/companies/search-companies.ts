import type { CompanySearchResult } from "@stint/shared/rounds";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, users } from "../../db/schema/index.ts";
import { containsPattern } from "../../db/sql-helpers.ts";

const LIMIT = 20;

/**
 * Companies whose name contains `q` (any case), by name: what a company picks another from, to invite it. A
 * suspended company is not among them.
 */
export async function searchCompanies(options: { db: Db; q: string }): Promise<CompanySearchResult> {
  const rows = await options.db
    .select({ id: companies.id, name: companies.name, city: sql<string | null>`${companies.address}->>'city'` })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.id))
    .where(and(sql`${companies.name} ilike ${containsPattern(options.q)}`, isNull(users.suspendedAt)))
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(LIMIT);
  return { items: rows };
}
