import type { Interview, InterviewCreate } from "@stint/shared/interviews";
import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { interviewSlots, interviews } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import type { Party } from "../applications/party.ts";
import { applicationFor } from "./application-parties.ts";
import { checkSlotsInFuture } from "./check-slots.ts";
import { calendarUid } from "./interview-calendar.ts";
import { getInterview } from "./list-interviews.ts";
import { proposedTitle } from "./interview-messages.ts";
import { tellParties } from "./tell-parties.ts";

/** Statuses an application may be proposed an interview from (issue 32). */
const INTERVIEWABLE = new Set(["shortlisted", "interview"]);

/** The job's company proposes times for an interview; the student is told and picks one. */
export async function proposeInterview(options: {
  database: Database;
  party: Party;
  applicationId: string;
  input: InterviewCreate;
  now: Date;
}): Promise<Interview> {
  const { database, party, applicationId, input, now } = options;
  const id = randomUUID();
  await database.db.transaction(async (tx) => {
    const application = await applicationFor(tx, party, applicationId, "propose", { lock: true });
    if (!INTERVIEWABLE.has(application.status)) {
      throw conflict(
        `Interviews are proposed from a shortlisted application (or one at the interview step); this one is ${application.status}.`,
      );
    }
    const starts = checkSlotsInFuture(input.slots, now);
    await tx.insert(interviews).values({
      id,
      applicationId,
      companyId: application.companyId,
      studentId: application.studentId,
      timeZone: input.timeZone,
      location: input.location,
      note: input.note ?? null,
      uid: calendarUid(id),
      updatedAt: now,
    });
    await tx.insert(interviewSlots).values(
      input.slots.map((slot, index) => ({
        interviewId: id,
        startsAt: starts[index]!,
        durationMinutes: slot.durationMinutes,
      })),
    );
    await tellParties(tx, { id, applicationId, studentId: application.studentId, companyId: application.companyId }, [
      {
        to: "student",
        kind: "interview.proposed",
        title: proposedTitle(application.companyName, application.jobTitle),
      },
    ]);
  });
  return getInterview(database.db, party, id);
}
