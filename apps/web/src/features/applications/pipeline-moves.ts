import { companyMovesFrom, type ApplicationStatus, type CompanyTargetStatus } from "@stint/shared/applications";

/** What a company may do with an application in `status`: the pipeline's buttons. */
export type PipelineActions = {
  /** The step right after this one (the main button); null once final. */
  next: Exclude<CompanyTargetStatus, "rejected"> | null;
  /** Later steps it may skip to (in a menu), not counting `next` and hiring. */
  skipTo: Exclude<CompanyTargetStatus, "rejected" | "hired">[];
  /** Hiring (after a confirmation) is offered apart from the main button unless it is the next step. */
  canHire: boolean;
  canReject: boolean;
};

const NONE: PipelineActions = { next: null, skipTo: [], canHire: false, canReject: false };

/**
 * The buttons an application offers its company, from the shared rule (`companyMovesFrom`, or what the API
 * said is allowed): the next step, the later ones to skip to, Hire and Reject. Final statuses offer nothing.
 */
export function pipelineActions(
  status: ApplicationStatus,
  allowed: readonly ApplicationStatus[] = companyMovesFrom(status),
): PipelineActions {
  const forward = allowed.filter(
    (target): target is Exclude<CompanyTargetStatus, "rejected"> =>
      target !== "rejected" && target !== "withdrawn" && target !== "applied",
  );
  if (forward.length === 0 && !allowed.includes("rejected")) return NONE;
  const [next = null, ...rest] = forward;
  return {
    next,
    skipTo: rest.filter((target): target is Exclude<CompanyTargetStatus, "rejected" | "hired"> => target !== "hired"),
    canHire: next !== "hired" && rest.includes("hired"),
    canReject: allowed.includes("rejected"),
  };
}
