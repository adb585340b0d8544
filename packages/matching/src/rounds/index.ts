export { runDeferredAcceptance } from "./deferred-acceptance.ts";
export { JOB_REASON_CODES, STUDENT_REASON_CODES } from "./types.ts";
export type {
  Assignment,
  JobExplanation,
  JobOutcome,
  JobReason,
  JobReasonCode,
  RoundInput,
  RoundResult,
  StudentExplanation,
  StudentReason,
  StudentReasonCode,
} from "./types.ts";
