import { CONVERSATION_ERROR_CODES } from "@stint/shared/conversations";
import { AppError, notFound } from "../../lib/errors.ts";

// The conversations API's refusals, each with its stable code.
export const conversationNotFound = () => notFound("This conversation");
export const messageNotFound = () => notFound("This message");
export const notAllowedToStart = () =>
  new AppError(
    CONVERSATION_ERROR_CODES.noRelation,
    403,
    "You can write to a company or student only about an application, invitation or match between you.",
  );
export const blocked = () =>
  new AppError(CONVERSATION_ERROR_CODES.blocked, 409, "This conversation is closed: no further messages.");
export const otherDeleted = () =>
  new AppError(CONVERSATION_ERROR_CODES.otherDeleted, 409, "This account was deleted: no further messages.");
export const alreadyReported = () =>
  new AppError(CONVERSATION_ERROR_CODES.alreadyReported, 409, "You have reported this message already.");
export const reportDecided = () =>
  new AppError(CONVERSATION_ERROR_CODES.reportDecided, 409, "This report was decided already.");
