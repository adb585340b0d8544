import { ROUND_CONFLICT_CODES, ROUND_STATUS_LABELS, type RoundStatus } from "@stint/shared/rounds";
import { AppError, forbidden, notFound } from "../../lib/errors.ts";

// The rounds API's refusals, each with its stable code (ROUND_CONFLICT_CODES for the 409s).
export const roundNotFound = () => notFound("This placement round");
export const roundJobNotFound = () => notFound("This job of the round");
export const placeNotFound = () => notFound("This place");
export const notCreator = () => forbidden("Only the company that created the round does this.");
export const notJoined = () => forbidden("Join the round first.");
export const studentsOnly = () => forbidden("This is for students.");
export const companiesOnly = () => forbidden("This is for companies.");

const conflictWith = (
  code: (typeof ROUND_CONFLICT_CODES)[keyof typeof ROUND_CONFLICT_CODES],
  message: string,
  fields?: Record<string, string>,
) => new AppError(code, 409, message, fields);

export const wrongState = (status: RoundStatus, needs: string) =>
  conflictWith(ROUND_CONFLICT_CODES.wrongState, `The round is ${ROUND_STATUS_LABELS[status].toLowerCase()}: ${needs}.`);
export const jobInOtherRound = () =>
  conflictWith(ROUND_CONFLICT_CODES.jobInOtherRound, "This job takes part in another round that is not closed.", {
    jobId: "This job takes part in another round that is not closed.",
  });
export const jobNotPublished = () =>
  conflictWith(ROUND_CONFLICT_CODES.jobNotPublished, "Only published jobs take part in a round.", {
    jobId: "Only published jobs take part in a round.",
  });
export const capacityAboveOpenings = (openings: number) =>
  new AppError("invalid-input", 400, "A job offers at most as many places as it has openings.", {
    capacity: `At most ${openings} (the job's openings).`,
  });
export const deadlinePassed = (what: string) =>
  conflictWith(ROUND_CONFLICT_CODES.deadlinePassed, `The ${what} deadline has passed.`);
export const noJobs = () => conflictWith(ROUND_CONFLICT_CODES.noJobs, "Add at least one job before opening the round.");
export const placeAnswered = () =>
  conflictWith(ROUND_CONFLICT_CODES.placeAnswered, "This place has been answered already or is no longer open.");
export const nothingToRun = () =>
  conflictWith(ROUND_CONFLICT_CODES.nothingToRun, "There are no places or no students left to place.");
