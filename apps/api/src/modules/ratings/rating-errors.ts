import { RATING_CONFLICT_CODES } from "@stint/shared/ratings";
import { AppError, forbidden, notFound } from "../../lib/errors.ts";

// The ratings API's refusals, each with its stable code (RATING_CONFLICT_CODES for the 409s).
export const ratingNotFound = () => notFound("This rating");
export const matchNotFound = () => notFound("This match");
export const notYourRating = () => forbidden("Only its author changes or deletes a rating.");
export const notStarted = () =>
  new AppError(RATING_CONFLICT_CODES.notStarted, 409, "You can rate this placement once it has started.");
export const endedBeforeStart = () =>
  new AppError(RATING_CONFLICT_CODES.endedBeforeStart, 409, "This match ended before the placement started.");
export const alreadyRated = () =>
  new AppError(RATING_CONFLICT_CODES.alreadyRated, 409, "You have rated this placement already.");
export const frozen = () =>
  new AppError(
    RATING_CONFLICT_CODES.frozen,
    409,
    "This rating is visible to the one you rated now, so it can no longer be changed or deleted.",
  );
export const alreadyReported = () =>
  new AppError(RATING_CONFLICT_CODES.alreadyReported, 409, "You have reported this rating already.");
export const hiddenRating = () =>
  new AppError(RATING_CONFLICT_CODES.hidden, 409, "A moderator hid this rating, so it takes no response.");
