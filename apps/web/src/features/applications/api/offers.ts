import type { OfferDecline, OfferTerms } from "@stint/shared/offers";
import { answer, api } from "../../../lib/api-client.ts";

/** The student accepts the open offer of their application; the company may then hire them. */
export function acceptOffer(id: string) {
  return answer(api.POST("/applications/{id}/offer/accept", { params: { path: { id } } }));
}

/** The student declines the open offer (final: the application ends), with an optional reason. */
export function declineOffer(id: string, input: OfferDecline) {
  return answer(api.POST("/applications/{id}/offer/decline", { params: { path: { id } }, body: input }));
}

/** The company changes the terms of an offer the student has not answered yet. */
export function reviseOffer(id: string, terms: OfferTerms) {
  return answer(api.PUT("/applications/{id}/offer", { params: { path: { id } }, body: terms }));
}
