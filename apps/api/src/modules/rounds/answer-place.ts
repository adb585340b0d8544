import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs, roundJobs, roundOutcomes, students } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import type { Party } from "../applications/party.ts";
import { moveApplication } from "../applications/move-application.ts";
import { notify } from "../notifications/notify.ts";
import { loadRoundFor, requireStatus } from "./round-access.ts";
import { deadlinePassed, placeAnswered, placeNotFound } from "./round-errors.ts";
import { placeConfirmedByOtherTitle, placeDeclinedTitle } from "./round-messages.ts";

/**
 * The place's student or the job's company confirms or declines a proposed place. Declining ends it for
 * both; when both have confirmed, the application is hired (with its own history and notification). The
 * other side is told when its answer is needed, or that the place is gone. Each side answers once.
 */
export async function answerPlace(options: {
  db: Db;
  party: Party;
  roundId: string;
  placeId: string;
  confirm: boolean;
  now: Date;
}) {
  const { db, party, confirm, now } = options;
  await db.transaction(async (tx) => {
    const access = await loadRoundFor({ db: tx, party, roundId: options.roundId, lock: "share" });
    if (!isUuid(options.placeId)) throw placeNotFound();
    const [place] = await tx
      .select({
        id: roundOutcomes.id,
        studentId: roundOutcomes.studentId,
        studentName: students.name,
        jobId: roundOutcomes.jobId,
        jobTitle: jobs.title,
        companyId: roundJobs.companyId,
        companyName: jobs.companyName,
        applicationId: roundOutcomes.applicationId,
        status: roundOutcomes.status,
        studentAnswer: roundOutcomes.studentAnswer,
        companyAnswer: roundOutcomes.companyAnswer,
      })
      .from(roundOutcomes)
      .innerJoin(jobs, eq(jobs.id, roundOutcomes.jobId))
      .innerJoin(students, eq(students.id, roundOutcomes.studentId))
      .innerJoin(roundJobs, and(eq(roundJobs.roundId, roundOutcomes.roundId), eq(roundJobs.jobId, roundOutcomes.jobId)))
      .where(and(eq(roundOutcomes.id, options.placeId), eq(roundOutcomes.roundId, access.round.id)))
      .for("update", { of: roundOutcomes });
    const side = party.role === "student" ? "student" : "company";
    const mine =
      place && (side === "student" ? place.studentId === party.accountId : place.companyId === party.accountId);
    if (!place || !mine) throw placeNotFound();
    requireStatus(access, ["confirming"], "places are answered after a run");
    if (now >= access.round.confirmationDeadline) throw deadlinePassed("confirmation");
    const already = side === "student" ? place.studentAnswer : place.companyAnswer;
    if (place.status !== "proposed" || already !== null) throw placeAnswered();

    const answer = confirm ? ("confirmed" as const) : ("declined" as const);
    const other = side === "student" ? place.companyAnswer : place.studentAnswer;
    const status = !confirm ? "declined" : other === "confirmed" ? "confirmed" : "proposed";
    await tx
      .update(roundOutcomes)
      .set({ [side === "student" ? "studentAnswer" : "companyAnswer"]: answer, status, answeredAt: now })
      .where(eq(roundOutcomes.id, place.id));

    const otherSide = side === "student" ? place.companyId : place.studentId;
    const who = side === "student" ? place.studentName : place.companyName;
    const link = { type: "round", id: access.round.id } as const;
    if (status === "confirmed" && place.applicationId) {
      await moveApplication({
        db: tx,
        companyId: place.companyId,
        applicationId: place.applicationId,
        move: { status: "hired" },
        placeConfirmed: true,
      });
    } else if (status === "declined") {
      await notify(tx, {
        recipientId: otherSide,
        kind: "round.confirm",
        title: placeDeclinedTitle(who, place.jobTitle),
        link,
      });
    } else {
      await notify(tx, {
        recipientId: otherSide,
        kind: "round.confirm",
        title: placeConfirmedByOtherTitle(who, place.jobTitle),
        link,
      });
    }
  });
}
