import { and, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, interviews } from "../../db/schema/index.ts";
import { selectInterviews } from "./interview-dto.ts";
import { cancelledTitle, youCancelledTitle } from "./interview-messages.ts";
import { tellParties } from "./tell-parties.ts";

const OPEN = ["proposed", "other-times-requested", "scheduled"] as const;

/** Why an interview ended with its application, and whose doing it was. */
const ENDINGS = {
  rejected: { by: "company", reason: "The application was rejected." },
  withdrawn: { by: "student", reason: "The student withdrew the application." },
} as const;

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
    const ended = await tx
      .update(interviews)
      .set({
        status: "cancelled",
        reason: sql`case (select ${applications.status} from ${applications} where ${applications.id} = ${interviews.applicationId})
          when 'rejected' then ${ENDINGS.rejected.reason} else ${ENDINGS.withdrawn.reason} end`,
        reasonBy: sql`case (select ${applications.status} from ${applications} where ${applications.id} = ${interviews.applicationId})
          when 'rejected' then 'company' else 'student' end`,
        sequence: sql`${interviews.sequence} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          inArray(interviews.status, [...OPEN]),
          sql`exists (select 1 from ${applications} where ${applications.id} = ${interviews.applicationId}
            and ${applications.status} in ('rejected', 'withdrawn'))`,
        ),
      )
      .returning({ id: interviews.id });
    if (ended.length === 0) return 0;
    const rows = await selectInterviews(tx).where(
      inArray(
        interviews.id,
        ended.map((row) => row.id),
      ),
    );
    for (const row of rows) {
      const ending = row.applicationStatus === "rejected" ? ENDINGS.rejected : ENDINGS.withdrawn;
      const byName = ending.by === "company" ? row.companyName : row.studentName;
      const other = ending.by === "company" ? "student" : "company";
      const calendar = row.calendarSentAt !== null;
      await tellParties(tx, row, [
        {
          to: other,
          kind: "interview.cancelled",
          title: cancelledTitle(byName, row.jobTitle),
          body: ending.reason,
          calendar,
        },
        ...(calendar
          ? [
              {
                to: ending.by,
                kind: "interview.cancelled" as const,
                title: youCancelledTitle(row.jobTitle),
                body: ending.reason,
                calendar,
              },
            ]
          : []),
      ]);
    }
    return rows.length;
  });
}
