import { OPEN_INTERVIEW_STATUSES } from "@stint/shared/interviews";
import { and, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, interviews } from "../../db/schema/index.ts";
import { cancellationNotices } from "./cancellation-notices.ts";
import { selectInterviews } from "./interview-dto.ts";
import { tellParties } from "./tell-parties.ts";

/** Each ending of an application that cancels its interviews: whose doing it was, and the reason given. */
const ENDINGS = [
  { status: "rejected", by: "company", reason: "The application was rejected." },
  { status: "withdrawn", by: "student", reason: "The student withdrew the application." },
] as const;

/**
 * The time sweep's part for interviews (create-deps.ts): an open interview whose application was rejected or
 * withdrawn (by a move, a closed job, a declined offer) is cancelled, so that nobody turns up to an interview
 * for an application that is over. Both sides are told, and calendars that hold the event get its CANCEL.
 * Applications cannot call interviews (interviews builds on applications), so the sweep finds them within a
 * minute; the conditional update cancels each once, however many processes sweep.
 */
export async function cancelInterviewsOfEndedApplications(options: { db: Db; now: Date }): Promise<number> {
  const { db, now } = options;
  return db.transaction(async (tx) => {
    let cancelled = 0;
    for (const ending of ENDINGS) {
      const ended = await tx
        .update(interviews)
        .set({
          status: "cancelled",
          reason: ending.reason,
          reasonBy: ending.by,
          sequence: sql`${interviews.sequence} + 1`,
          updatedAt: now,
        })
        .where(
          and(
            inArray(interviews.status, [...OPEN_INTERVIEW_STATUSES]),
            sql`exists (select 1 from ${applications} where ${applications.id} = ${interviews.applicationId}
              and ${applications.status} = ${ending.status})`,
          ),
        )
        .returning({ id: interviews.id });
      if (ended.length === 0) continue;
      const rows = await selectInterviews(tx).where(
        inArray(
          interviews.id,
          ended.map((row) => row.id),
        ),
      );
      for (const row of rows) {
        const name = ending.by === "company" ? row.companyName : row.studentName;
        await tellParties(tx, row, cancellationNotices(row, { side: ending.by, name }, ending.reason));
      }
      cancelled += rows.length;
    }
    return cancelled;
  });
}
