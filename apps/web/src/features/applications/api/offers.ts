import type { ApplicationDetail } from "@stint/shared/applications";
import type { OfferDecline, OfferTerms } from "@stint/shared/offers";
import { api } from "../../../lib/api-client.ts";

const offerPath = (id: string) => `/applications/${encodeURIComponent(id)}/offer`;

/** The student accepts the open offer of their application; the company may then hire them. */
export function acceptOffer(id: string) {
  return api.post<ApplicationDetail>(`${offerPath(id)}/accept`);
}

/** The student declines the open offer (final: the application ends), with an optional reason. */
export function declineOffer(id: string, input: OfferDecline) {
  return api.post<ApplicationDetail>(`${offerPath(id)}/decline`, input);
}

/** The company changes the terms of an offer the student has not answered yet. */
export function reviseOffer(id: string, terms: OfferTerms) {
  return api.put<ApplicationDetail>(offerPath(id), terms);
}
