import type { Interview, InterviewCancel, InterviewOtherTimes, InterviewReschedule } from "@stint/shared/interviews";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { interviewSlots, interviews } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import type { Party } from "../applications/party.ts";
import { checkSlotsInFuture } from "./check-slots.ts";
import { otherTimesTitle, rescheduledTitle, youRescheduledTitle } from "./interview-messages.ts";
import { interviewFor } from "./interview-viewer.ts";
import { getInterview } from "./list-interviews.ts";
import { cancellationNotices } from "./cancellation-notices.ts";
import { tellParties } from "./tell-parties.ts";

type Change<I> = { database: Database; party: Party; interviewId: string; input: I; now: Date };

const refuseCancelled = (status: string) => {
  if (status === "cancelled") throw conflict("This interview was cancelled.");
};

/**
 * The student asks for other times: none of the proposed ones suit, or a scheduled one no longer does. A
 * scheduled time stays in the calendars until the company moves or cancels it.
 */
export async function askOtherTimes(options: Change<InterviewOtherTimes>): Promise<Interview> {
  const { database, party, interviewId, input, now } = options;
  await database.db.transaction(async (tx) => {
    const row = await interviewFor(tx, party, interviewId, "ask-other-times", { lock: true });
    refuseCancelled(row.status);
    await tx
      .update(interviews)
      .set({
        status: "other-times-requested",
        reason: input.message,
        reasonBy: "student",
        sequence: sql`${interviews.sequence} + 1`,
        updatedAt: now,
      })
      .where(eq(interviews.id, interviewId));
    await tellParties(tx, row, [
      {
        to: "company",
        kind: "interview.other-times",
        title: otherTimesTitle(row.studentName, row.jobTitle),
        body: input.message,
      },
    ]);
  });
  return getInterview(database.db, party, interviewId);
}

/**
 * The company proposes new times with a reason; the old ones are gone. One new time for an interview that
 * had one moves it there (the same calendar event, a higher SEQUENCE); otherwise the student picks again, and
 * a calendar event already sent is cancelled until then (calendar-invite.ts).
 */
export async function rescheduleInterview(options: Change<InterviewReschedule>): Promise<Interview> {
  const { database, party, interviewId, input, now } = options;
  await database.db.transaction(async (tx) => {
    const row = await interviewFor(tx, party, interviewId, "reschedule", { lock: true });
    refuseCancelled(row.status);
    const starts = checkSlotsInFuture(input.slots, now);
    await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, interviewId));
    const inserted = await tx
      .insert(interviewSlots)
      .values(
        input.slots.map((slot, index) => ({
          interviewId,
          startsAt: starts[index]!,
          durationMinutes: slot.durationMinutes,
        })),
      )
      .returning({ id: interviewSlots.id });
    const moves = inserted.length === 1 && row.chosenSlotId !== null;
    await tx
      .update(interviews)
      .set({
        status: moves ? "scheduled" : "proposed",
        chosenSlotId: moves ? inserted[0]!.id : null,
        timeZone: input.timeZone ?? row.timeZone,
        reason: input.reason,
        reasonBy: "company",
        sequence: sql`${interviews.sequence} + 1`,
        ...(moves
          ? { calendarSentAt: now, calendarStartsAt: starts[0]!, calendarMinutes: input.slots[0]!.durationMinutes }
          : {}),
        reminderSentAt: null,
        updatedAt: now,
      })
      .where(eq(interviews.id, interviewId));
    // A calendar that holds the event is sent the move or the cancellation; the company's too.
    const calendar = moves || row.calendarSentAt !== null;
    await tellParties(tx, row, [
      {
        to: "student",
        kind: "interview.rescheduled",
        title: rescheduledTitle(row.jobTitle, moves),
        body: input.reason,
        calendar,
      },
      ...(calendar
        ? [
            {
              to: "company" as const,
              kind: "interview.rescheduled" as const,
              title: youRescheduledTitle(row.jobTitle),
              body: input.reason,
              calendar,
            },
          ]
        : []),
    ]);
  });
  return getInterview(database.db, party, interviewId);
}

/** Either side cancels with a reason; calendars that hold the event are sent its cancellation. */
export async function cancelInterview(options: Change<InterviewCancel>): Promise<Interview> {
  const { database, party, interviewId, input, now } = options;
  await database.db.transaction(async (tx) => {
    const row = await interviewFor(tx, party, interviewId, "cancel", { lock: true });
    refuseCancelled(row.status);
    await tx
      .update(interviews)
      .set({
        status: "cancelled",
        reason: input.reason,
        reasonBy: party.role,
        sequence: sql`${interviews.sequence} + 1`,
        updatedAt: now,
      })
      .where(eq(interviews.id, interviewId));
    const byName = party.role === "student" ? row.studentName : row.companyName;
    await tellParties(tx, row, cancellationNotices(row, { side: party.role, name: byName }, input.reason));
  });
  return getInterview(database.db, party, interviewId);
}
