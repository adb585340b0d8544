import { type Interview, type CalendarFeed, OPEN_INTERVIEW_STATUSES } from "@stint/shared/interviews";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { interviews } from "../../db/schema/index.ts";
import type { Party } from "../applications/party.ts";
import { getCalendarFeed } from "./calendar-feed.ts";
import { selectInterviews } from "./interview-dto.ts";
import { cancelledTitle } from "./interview-messages.ts";
import { listMyInterviews } from "./list-interviews.ts";
import { tellParties } from "./tell-parties.ts";

/**
 * Before an account is deleted (decision 022, 028): its open interviews are cancelled and the other side is
 * told (a calendar that holds the event gets its CANCEL). The interviews stay with their application for the
 * other side, the deleted party set null by the foreign key; a student's words (their request for other
 * times) are removed first, as their notes on applications are.
 */
export async function endAccountInterviews(
  tx: Db,
  account: { role: "student" | "company"; id: string; name: string },
): Promise<void> {
  const mine = account.role === "student" ? eq(interviews.studentId, account.id) : eq(interviews.companyId, account.id);
  const reason =
    account.role === "student" ? "The student deleted their account." : `${account.name} deleted its account.`;
  // What the student wrote (their requests for other times) goes; the cancellation below says why.
  if (account.role === "student") {
    await tx
      .update(interviews)
      .set({ reason: null })
      .where(and(mine, eq(interviews.reasonBy, "student")));
  }
  const open = await selectInterviews(tx).where(and(mine, inArray(interviews.status, [...OPEN_INTERVIEW_STATUSES])));
  if (open.length > 0) {
    await tx
      .update(interviews)
      .set({
        status: "cancelled",
        reason,
        reasonBy: account.role,
        sequence: sql`${interviews.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(
        inArray(
          interviews.id,
          open.map((row) => row.id),
        ),
      );
  }
  const other = account.role === "student" ? "company" : "student";
  for (const row of open) {
    const by = account.role === "student" ? "An applicant" : row.companyName;
    await tellParties(tx, row, [
      { to: other, kind: "interview.cancelled", title: cancelledTitle(by, row.jobTitle), body: reason, calendar: true },
    ]);
  }
}

/** The account export's part: every interview of the user's, and whether they have a calendar feed. */
export async function exportInterviews(
  db: Db,
  party: Party | null,
  userId: string,
  now: Date,
): Promise<{ interviews: Interview[]; calendarFeed: CalendarFeed }> {
  const [list, calendarFeed] = await Promise.all([
    party ? listMyInterviews({ db, party, upcoming: false, now }) : [],
    getCalendarFeed(db, userId),
  ]);
  return { interviews: list, calendarFeed };
}
