import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, jobs, matches, ratings, students } from "../../db/schema/index.ts";
import { notify } from "../notifications/notify.ts";
import { announceReveals } from "./announce-reveals.ts";
import { ratingDueBody, ratingDueTitle } from "./rating-messages.ts";
import { dayOf } from "./rating-match.ts";
import { otherRating, otherRatingOn, revealedSql } from "./rating-sql.ts";
import { rateableSql } from "./rateable-matches.ts";

const BATCH = 200;

/**
 * The rating notifications that come with time rather than with a request: "rate now" to both sides of each
 * match whose start date has come (`rating.due`), and "visible now" for each rating revealed by the clock
 * (REVEAL_AFTER_DAYS after it, the other side not having rated; `rating.revealed`, to the rated side and the
 * author). Safe to run as often as wanted and in several processes at once: each batch claims its rows with
 * `FOR UPDATE SKIP LOCKED` and a conditional update of their "notified" column, in the transaction that
 * writes the notifications. Returns how many matches and ratings it announced.
 */
export async function sweepRatingNotifications(options: {
  db: Db;
  now: Date;
}): Promise<{ due: number; revealed: number }> {
  const total = { due: 0, revealed: 0 };
  for (;;) {
    const due = await announceDueBatch(options);
    total.due += due;
    if (due < BATCH) break;
  }
  for (;;) {
    const revealed = await announceRevealBatch(options);
    total.revealed += revealed;
    if (revealed < BATCH) break;
  }
  return total;
}

async function announceDueBatch({ db, now }: { db: Db; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const waiting = tx
      .select({ id: matches.id })
      .from(matches)
      .where(and(isNull(matches.ratingDueNotifiedAt), rateableSql(dayOf(now))))
      .orderBy(asc(matches.startDate))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed = await tx
      .update(matches)
      .set({ ratingDueNotifiedAt: now })
      .where(and(inArray(matches.id, waiting), isNull(matches.ratingDueNotifiedAt)))
      .returning({ id: matches.id });
    if (claimed.length === 0) return 0;
    const rows = await tx
      .select({
        id: matches.id,
        jobTitle: jobs.title,
        companyId: matches.companyId,
        companyName: companies.name,
        studentId: matches.studentId,
        studentName: students.name,
        rated: sql<
          string[]
        >`coalesce((select array_agg(${ratings.direction}) from ${ratings} where ${ratings.matchId} = ${matches.id}), '{}')`,
      })
      .from(matches)
      .innerJoin(jobs, eq(jobs.id, matches.jobId))
      .innerJoin(companies, eq(companies.id, matches.companyId))
      .innerJoin(students, eq(students.id, matches.studentId))
      .where(
        inArray(
          matches.id,
          claimed.map((match) => match.id),
        ),
      );
    for (const row of rows) {
      const link = { type: "rateable", id: row.id } as const;
      const title = ratingDueTitle(row.jobTitle);
      if (!row.rated.includes("student-to-company")) {
        await notify(tx, {
          recipientId: row.studentId,
          kind: "rating.due",
          title,
          body: ratingDueBody(row.companyName),
          link,
        });
      }
      if (!row.rated.includes("company-to-student")) {
        await notify(tx, {
          recipientId: row.companyId,
          kind: "rating.due",
          title,
          body: ratingDueBody(row.studentName),
          link,
        });
      }
    }
    return claimed.length;
  });
}

async function announceRevealBatch({ db, now }: { db: Db; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: ratings.id })
      .from(ratings)
      .leftJoin(otherRating, otherRatingOn)
      .where(and(isNull(ratings.revealNotifiedAt), revealedSql(now)))
      .orderBy(asc(ratings.createdAt))
      .limit(BATCH)
      .for("update", { of: ratings, skipLocked: true });
    return announceReveals(tx, { ratingIds: due.map((row) => row.id), now, toAuthors: true });
  });
}
