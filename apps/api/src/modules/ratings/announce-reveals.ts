import { and, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs, ratings } from "../../db/schema/index.ts";
import { notify } from "../notifications/notify.ts";
import { ownRatingRevealedTitle, ratingRevealedTitle } from "./rating-messages.ts";

/**
 * Tells the rated side of each rating (and with `toAuthors` its author) that it is visible now, once: the
 * conditional update claims the ratings whose reveal nobody announced yet, so a second call, or another
 * process's sweep at the same moment, announces nothing again. In the caller's transaction.
 */
export async function announceReveals(
  tx: Db,
  options: { ratingIds: string[]; now: Date; toAuthors: boolean },
): Promise<number> {
  if (options.ratingIds.length === 0) return 0;
  const claimed = await tx
    .update(ratings)
    .set({ revealNotifiedAt: options.now })
    .where(and(inArray(ratings.id, options.ratingIds), isNull(ratings.revealNotifiedAt)))
    .returning({
      id: ratings.id,
      jobId: ratings.jobId,
      direction: ratings.direction,
      authorId: ratings.authorId,
      companyId: ratings.companyId,
      studentId: ratings.studentId,
    });
  if (claimed.length === 0) return 0;
  const jobIds = [...new Set(claimed.map((rating) => rating.jobId))];
  const titles = new Map(
    (await tx.select({ id: jobs.id, title: jobs.title }).from(jobs).where(inArray(jobs.id, jobIds))).map((job) => [
      job.id,
      job.title,
    ]),
  );
  for (const rating of claimed) {
    const jobTitle = titles.get(rating.jobId) ?? "your placement";
    const link = { type: "rating", id: rating.id } as const;
    const rated = rating.direction === "student-to-company" ? rating.companyId : rating.studentId;
    await notify(tx, { recipientId: rated, kind: "rating.revealed", title: ratingRevealedTitle(jobTitle), link });
    if (options.toAuthors) {
      await notify(tx, {
        recipientId: rating.authorId,
        kind: "rating.revealed",
        title: ownRatingRevealedTitle(jobTitle),
        link,
      });
    }
  }
  return claimed.length;
}
