import { type ApplicationDetail } from "@stint/shared/applications";
import type { OfferTerms } from "@stint/shared/offers";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, offers } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { notify } from "../notifications/notify.ts";
import { applicationNotFound, getApplication } from "./get-application.ts";
import { offerNotOpen } from "./offer-errors.ts";
import { offerRevisedTitle, offerTermsSaid } from "./offer-messages.ts";
import { lockApplicationWithOffer, termsColumns } from "./offer-writes.ts";

/**
 * The job's company changes the terms of an offer the student has not answered yet (a new answer-by day
 * included); the student is told the new terms. The application row is locked first, as answering locks it,
 * so a revision and an answer never cross: the answer is to the terms that stand when it arrives.
 */
export async function reviseOffer(options: {
  db: Db;
  companyId: string;
  applicationId: string;
  terms: OfferTerms;
}): Promise<ApplicationDetail> {
  const { db, companyId, applicationId, terms } = options;
  if (!isUuid(applicationId)) throw applicationNotFound();
  await db.transaction(async (tx) => {
    const current = await lockApplicationWithOffer(tx, applicationId);
    if (!current || current.companyId !== companyId) throw applicationNotFound();
    if (current.status !== "offer" || current.offerStatus !== "open") {
      throw offerNotOpen("Only an offer the student has not answered can be changed.");
    }
    const now = new Date();
    await tx
      .update(offers)
      .set({ ...termsColumns(terms), updatedAt: now })
      .where(and(eq(offers.applicationId, applicationId), eq(offers.status, "open")));
    await tx
      .update(applications)
      .set({ updatedAt: now, companyActedAt: now })
      .where(eq(applications.id, applicationId));
    await notify(tx, {
      recipientId: current.studentId,
      kind: "offer.received",
      title: offerRevisedTitle(current.companyName, current.jobTitle),
      body: offerTermsSaid(terms),
      link: { type: "job", id: current.jobId },
    });
  });
  return getApplication({ db, party: { role: "company", accountId: companyId, userId: companyId }, applicationId });
}
