import { type ApplicationDetail, type ApplicationWithdraw } from "@stint/shared/applications";
import { isOpenApplicationStatus } from "@stint/shared/application-statuses";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applicationEvents, applications } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { notify } from "../notifications/notify.ts";
import { withdrawnTitle } from "./application-messages.ts";
import { applicationNotFound, getApplication } from "./get-application.ts";
import { endMatch } from "./matches-write.ts";
import { refuseChangedMeanwhile } from "./move-application.ts";
import { endOffer, lockApplicationWithOffer } from "./offer-writes.ts";

/**
 * The student withdraws their application, from any open status, with an optional reason. Conditional on
 * the status it was checked against, like the company's moves. The company is told (the student knows);
 * a match with the job ends, and an open offer is declined with the same reason.
 */
export async function withdrawApplication(options: {
  db: Db;
  studentId: string;
  applicationId: string;
  input: ApplicationWithdraw;
}): Promise<ApplicationDetail> {
  const { db, studentId, applicationId } = options;
  if (!isUuid(applicationId)) throw applicationNotFound();
  const reasonText = options.input.reason ?? null;
  await db.transaction(async (tx) => {
    const current = await lockApplicationWithOffer(tx, applicationId);
    if (!current || current.studentId !== studentId) throw applicationNotFound();
    if (!isOpenApplicationStatus(current.status)) {
      throw conflict(`This application is already ${current.status}: it cannot be withdrawn.`);
    }
    const withdrawn = await tx
      .update(applications)
      .set({ status: "withdrawn", reasonCode: null, reasonText, updatedAt: new Date() })
      .where(and(eq(applications.id, applicationId), eq(applications.status, current.status)))
      .returning({ id: applications.id });
    if (withdrawn.length === 0) await refuseChangedMeanwhile(tx, applicationId);
    await tx.insert(applicationEvents).values({
      applicationId,
      fromStatus: current.status,
      toStatus: "withdrawn",
      actorId: studentId,
      actorRole: "student",
      reasonText,
    });
    await notify(tx, {
      recipientId: current.companyId,
      kind: "application.withdrawn",
      title: withdrawnTitle(current.studentName, current.jobTitle),
      ...(reasonText ? { body: reasonText } : {}),
      link: { type: "application", id: applicationId },
    });
    await endMatch(tx, current);
    await endOffer(tx, applicationId, { status: "declined", reason: reasonText });
  });
  return getApplication({ db, party: { role: "student", accountId: studentId, userId: studentId }, applicationId });
}
