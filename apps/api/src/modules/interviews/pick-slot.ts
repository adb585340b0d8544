import type { Interview } from "@stint/shared/interviews";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { interviewSlots, interviews } from "../../db/schema/index.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { isFinalApplicationStatus } from "@stint/shared/application-statuses";
import type { Party } from "../applications/party.ts";
import { moveToInterview } from "../applications/move-to-interview.ts";
import { scheduledTitle, studentPickedTitle } from "./interview-messages.ts";
import { getInterview } from "./list-interviews.ts";
import { interviewFor } from "./interview-viewer.ts";
import { tellParties } from "./tell-parties.ts";

/**
 * The student picks one of the proposed times: the interview is scheduled (both sides get the calendar
 * invitation) and an application still at `shortlisted` moves to `interview` (applications' move, with its
 * history and notification).
 */
export async function pickSlot(options: {
  database: Database;
  party: Party;
  interviewId: string;
  slotId: string;
  now: Date;
}): Promise<Interview> {
  const { database, party, interviewId, slotId, now } = options;
  await database.db.transaction(async (tx) => {
    const row = await interviewFor(tx, party, interviewId, "pick", { lock: true });
    if (row.status === "scheduled") throw conflict("This interview is already scheduled.");
    if (row.status === "cancelled") throw conflict("This interview was cancelled.");
    if (isFinalApplicationStatus(row.applicationStatus)) {
      throw conflict(`This application is ${row.applicationStatus}: its interviews are over.`);
    }
    const notOffered = () =>
      badRequest("Choose one of the proposed times.", { slotId: "Choose one of the proposed times." });
    if (!isUuid(slotId)) throw notOffered();
    const [slot] = await tx
      .select({ startsAt: interviewSlots.startsAt, durationMinutes: interviewSlots.durationMinutes })
      .from(interviewSlots)
      .where(and(eq(interviewSlots.id, slotId), eq(interviewSlots.interviewId, interviewId)));
    if (!slot) throw notOffered();
    if (slot.startsAt.getTime() <= now.getTime()) {
      throw badRequest("This time has passed.", {
        slotId: "This time has passed: choose another or ask for other times.",
      });
    }
    await tx
      .update(interviews)
      .set({
        status: "scheduled",
        chosenSlotId: slotId,
        sequence: sql`${interviews.sequence} + 1`,
        calendarSentAt: now,
        calendarStartsAt: slot.startsAt,
        calendarMinutes: slot.durationMinutes,
        reminderSentAt: null,
        updatedAt: now,
      })
      .where(eq(interviews.id, interviewId));
    if (row.studentId) await moveToInterview(tx, { applicationId: row.applicationId, studentId: row.studentId });
    await tellParties(tx, row, [
      { to: "student", kind: "interview.scheduled", title: scheduledTitle(row.jobTitle), calendar: true },
      {
        to: "company",
        kind: "interview.scheduled",
        title: studentPickedTitle(row.studentName, row.jobTitle),
        calendar: true,
      },
    ]);
  });
  return getInterview(database.db, party, interviewId);
}
