import type { OfferStatus } from "@stint/shared/offers";
import { AppError } from "../../lib/errors.ts";

/** 409 `offer-not-accepted`: hired needs the student's acceptance of an offer (decision 024). */
export function offerNotAccepted(offerStatus: OfferStatus | null): AppError {
  const message =
    offerStatus === "open"
      ? "The student has not answered the offer yet: they are hired once they accept it."
      : "Hiring needs the student's acceptance: make them an offer first.";
  return new AppError("offer-not-accepted", 409, message);
}

/** 409 `offer-not-open`: the offer was answered, expired or withdrawn, or the application has none. */
export const offerNotOpen = (message = "This offer is no longer open.") => new AppError("offer-not-open", 409, message);
