import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { matches } from "../../db/schema/index.ts";
import { notify } from "../notifications/notify.ts";
import { MATCHED_BODY, matchedTitle } from "./application-messages.ts";

/** A student and a job, with the names a notification about the two of them uses. */
export type JobStudentPair = {
  jobId: string;
  jobTitle: string;
  companyId: string;
  companyName: string;
  studentId: string;
  studentName: string;
};

type MatchedPair = JobStudentPair & {
  applicationId: string;
  startDate: string | null;
  source: "shortlisted" | "invitation";
};

/**
 * Records the match of a student and a job, once: a second shortlisting or an accepted invitation after one
 * changes nothing. A new match tells both sides, in the caller's transaction.
 */
export async function openMatch(tx: Db, pair: MatchedPair): Promise<string | null> {
  const [created] = await tx
    .insert(matches)
    .values({
      jobId: pair.jobId,
      companyId: pair.companyId,
      studentId: pair.studentId,
      applicationId: pair.applicationId,
      source: pair.source,
      startDate: pair.startDate,
    })
    .onConflictDoNothing({ target: [matches.jobId, matches.studentId] })
    .returning({ id: matches.id });
  if (!created) return null;
  const link = { type: "match", id: created.id } as const;
  await notify(tx, {
    recipientId: pair.studentId,
    kind: "match.created",
    title: matchedTitle(pair.companyName, pair.jobTitle),
    body: MATCHED_BODY,
    link,
  });
  await notify(tx, {
    recipientId: pair.companyId,
    kind: "match.created",
    title: matchedTitle(pair.studentName, pair.jobTitle),
    body: MATCHED_BODY,
    link,
  });
  return created.id;
}

/** An application rejected or withdrawn after matching ends its match: contact details are locked again. */
export async function endMatch(tx: Db, pair: { jobId: string; studentId: string }): Promise<void> {
  await tx
    .update(matches)
    .set({ endedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(matches.jobId, pair.jobId), eq(matches.studentId, pair.studentId), isNull(matches.endedAt)));
}
