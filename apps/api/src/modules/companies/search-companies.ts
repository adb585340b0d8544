import type { CompanySearchResult } from "@stint/shared/rounds";
import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies } from "../../db/schema/index.ts";
import { containsPattern } from "../../db/sql-helpers.ts";

const LIMIT = 20;

/** Companies whose name contains `q` (any case), by name: what a company picks another from, to invite it. */
export async function searchCompanies(options: { db: Db; q: string }): Promise<CompanySearchResult> {
  const rows = await options.db
    .select({ id: companies.id, name: companies.name, city: sql<string | null>`${companies.address}->>'city'` })
    .from(companies)
    .where(sql`${companies.name} ilike ${containsPattern(options.q)}`)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(LIMIT);
  return { items: rows };
}
