import type { Application } from "@stint/shared/applications";
import type { OfferPay, OfferStatus } from "@stint/shared/offers";
import type { TFunction } from "i18next";
import { formatDate, formatNumber } from "../../lib/format.ts";

/** "CHF 2,500 per month" / "CHF 2’500 pro Monat": an offer's pay in the page's language and number format. */
export function offerPay(t: TFunction, pay: OfferPay) {
  return t("applications:offer.pay", { currency: pay.currency, amount: formatNumber(pay.amount), period: pay.period });
}

/** "Offer accepted", "Offer expired"…: how an offer stands, in a line or on its badge. */
export function offerStatusLine(t: TFunction, status: OfferStatus) {
  return t("applications:offer.status", { status });
}

/** The offer in a line of the student's list: its terms and the day to answer by while open, else how it ended. */
export function offerLine(t: TFunction, { offer, status }: Application): string | null {
  if (!offer) return null;
  if (offer.status !== "open" || status !== "offer") return offerStatusLine(t, offer.status);
  const terms = offer.pay && offer.startDate ? "both" : offer.pay ? "pay" : offer.startDate ? "start" : "none";
  return t("applications:offer.line", {
    terms,
    pay: offer.pay ? offerPay(t, offer.pay) : "",
    start: formatDate(offer.startDate) ?? "",
    answerBy: formatDate(offer.answerBy),
  });
}
