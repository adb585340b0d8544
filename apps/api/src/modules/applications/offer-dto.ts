import type { ApplicationStatus } from "@stint/shared/application-statuses";
import type { Offer, OfferStatus } from "@stint/shared/offers";
import { offers } from "../../db/schema/index.ts";

/** The offer's columns as application rows carry them (null throughout when the application has no offer). */
export const offerColumns = {
  offerStatus: offers.status,
  offerStartDate: offers.startDate,
  offerPayAmount: offers.payAmount,
  offerPayCurrency: offers.payCurrency,
  offerPayPeriod: offers.payPeriod,
  offerAnswerBy: offers.answerBy,
  offerMessage: offers.message,
  offerDeclineReason: offers.declineReason,
  offerCreatedAt: offers.createdAt,
  offerUpdatedAt: offers.updatedAt,
  offerAnsweredAt: offers.answeredAt,
};

type OfferRow = { [K in keyof typeof offerColumns]: (typeof offerColumns)[K]["_"]["data"] | null };

/**
 * The offer as both sides see it. An offer still open on an application that has left `offer` was ended with
 * it (every path that ends one marks it; this keeps a missed one from ever looking answerable).
 */
export function offerDto(row: OfferRow, applicationStatus: ApplicationStatus): Offer | null {
  if (row.offerStatus === null || row.offerAnswerBy === null) return null;
  const status: OfferStatus =
    row.offerStatus === "open" && applicationStatus !== "offer" ? "withdrawn" : row.offerStatus;
  const pay =
    row.offerPayAmount !== null && row.offerPayCurrency !== null && row.offerPayPeriod !== null
      ? { amount: row.offerPayAmount, currency: row.offerPayCurrency, period: row.offerPayPeriod }
      : null;
  return {
    status,
    startDate: row.offerStartDate,
    pay,
    answerBy: row.offerAnswerBy,
    message: row.offerMessage,
    declineReason: row.offerDeclineReason,
    createdAt: row.offerCreatedAt!.toISOString(),
    updatedAt: row.offerUpdatedAt!.toISOString(),
    answeredAt: row.offerAnsweredAt?.toISOString() ?? null,
  };
}
