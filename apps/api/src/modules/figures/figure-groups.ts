import { DEGREE_LEVELS } from "@stint/shared/account";
import { FIGURES_MIN_STUDENTS, type FiguresBreakdown, type FiguresGroup } from "@stint/shared/figures";
import { JOB_TYPES } from "@stint/shared/jobs";
import { desc, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs, students } from "../../db/schema/index.ts";

/** How many fields of study a breakdown names; the rest are `other`, so that a chart stays readable. */
export const NAMED_FIELDS = 10;
/** The key of `other` among the group keys: a normalised field of study is never empty. */
const OTHER_KEY = "";

/** Free text as typed, grouped: trimmed, spaces collapsed, one case; empty is not stated. */
const fieldKey = sql<
  string | null
>`nullif(lower(regexp_replace(btrim(${students.fieldOfStudy}), '\\s+', ' ', 'g')), '')`;

/**
 * A breakdown's groups in the order shown, and the SQL of each application's group key (null: not stated). The
 * fields of study named are the largest ones of all students with at least FIGURES_MIN_STUDENTS each, counted
 * over every student rather than the months asked for: so that the same field is `other` in every range, and
 * the difference of two ranges' `other` never gives away a field's small count.
 */
export async function breakdownGroups(
  db: Db,
  by: FiguresBreakdown,
): Promise<{ groups: FiguresGroup[]; keys: (string | null)[]; keySql: SQL<string | null> }> {
  if (by === "none") return { groups: [], keys: [], keySql: sql<null>`null::text` };
  const notStated: FiguresGroup = { kind: "notStated" };
  if (by === "degree") {
    return {
      groups: [...DEGREE_LEVELS.map((value) => ({ kind: "degree", value }) as const), notStated],
      keys: [...DEGREE_LEVELS, null],
      keySql: sql<string | null>`${students.degreeLevel}`,
    };
  }
  if (by === "jobType") {
    return {
      groups: [...JOB_TYPES.map((value) => ({ kind: "jobType", value }) as const), notStated],
      keys: [...JOB_TYPES, null],
      // A job whose company was deleted is gone with its type (the application keeps only its title).
      keySql: sql<string | null>`${jobs.type}`,
    };
  }
  const studentCount = sql<number>`count(*)::int`;
  const named = await db
    .select({
      key: sql<string>`${fieldKey}`.as("key"),
      // How most of its students spell it, for the label.
      spelling: sql<string>`mode() within group (order by btrim(${students.fieldOfStudy}))`,
    })
    .from(students)
    .where(sql`${fieldKey} is not null`)
    .groupBy(fieldKey)
    .having(sql`count(*) >= ${FIGURES_MIN_STUDENTS}`)
    .orderBy(desc(studentCount), fieldKey)
    .limit(NAMED_FIELDS);
  const namedKeys = named.map((row) => row.key);
  const keySql =
    namedKeys.length === 0
      ? sql<string | null>`case when ${fieldKey} is null then null else ${OTHER_KEY} end`
      : sql<string | null>`case when ${fieldKey} is null then null
          when ${fieldKey} in (${sql.join(
            namedKeys.map((key) => sql`${key}`),
            sql`, `,
          )}) then ${fieldKey} else ${OTHER_KEY} end`;
  return {
    groups: [
      ...named.map((row) => ({ kind: "fieldOfStudy", value: row.spelling }) as const),
      { kind: "other" },
      notStated,
    ],
    keys: [...namedKeys, OTHER_KEY, null],
    keySql,
  };
}
