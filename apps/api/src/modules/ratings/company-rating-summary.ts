import {
  COMPANY_RATING_CATEGORIES,
  type CompanyRatingSummary,
  MIN_RATINGS_FOR_AVERAGE,
  RATING_CATEGORY_LABELS,
} from "@stint/shared/ratings";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ratings } from "../../db/schema/index.ts";
import { otherRating, otherRatingOn, revealedSql } from "./rating-sql.ts";

const STARS = [1, 2, 3, 4, 5] as const;
const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/**
 * What students say of a company, for its page: the count, the overall distribution and, from
 * MIN_RATINGS_FOR_AVERAGE ratings on, the averages (overall, per category, would recommend). Only revealed
 * ratings that no moderator hid count. One aggregate over the company's ratings (its index).
 */
export async function companyRatingSummary(options: {
  db: Db;
  companyId: string;
  now: Date;
}): Promise<CompanyRatingSummary> {
  const { db, companyId, now } = options;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number | null>`avg(${ratings.overall})::float8`,
      recommend: sql<number | null>`avg(case when ${ratings.wouldRecommend} then 1 else 0 end)::float8`,
      ...Object.fromEntries(
        STARS.map((stars) => [
          `stars${stars}`,
          sql<number>`(count(*) filter (where ${ratings.overall} = ${stars}))::int`,
        ]),
      ),
      ...Object.fromEntries(
        COMPANY_RATING_CATEGORIES.map((key) => [
          `category_${key}`,
          sql<number | null>`avg((${ratings.categories} ->> ${key})::numeric)::float8`,
        ]),
      ),
    })
    .from(ratings)
    .leftJoin(otherRating, otherRatingOn)
    .where(
      and(
        eq(ratings.companyId, companyId),
        eq(ratings.direction, "student-to-company"),
        isNull(ratings.hiddenAt),
        revealedSql(now),
      ),
    );
  const values = (row ?? {}) as Record<string, number | null>;
  const count = values.count ?? 0;
  const enough = count >= MIN_RATINGS_FOR_AVERAGE;
  const shown = (value: number | null | undefined) => (enough ? round2(value ?? null) : null);
  return {
    count,
    average: shown(values.average),
    distribution: STARS.map((stars) => values[`stars${stars}`] ?? 0),
    categories: COMPANY_RATING_CATEGORIES.map((key) => ({
      key,
      label: RATING_CATEGORY_LABELS[key],
      average: shown(values[`category_${key}`]),
    })),
    recommendShare: shown(values.recommend),
  };
}
