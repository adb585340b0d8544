import type { ApiError } from "../../lib/api-client.ts";

/** One application of a bulk rejection: whose, and how its call ended. */
export type BulkRejectOutcome = { applicationId: string; name: string } & (
  { ok: true } | { ok: false; error: Pick<ApiError, "status" | "message"> }
);

export type BulkRejectSummary = {
  rejected: number;
  failed: { applicationId: string; name: string; reason: string }[];
  /** The toast: what happened, in one title and one sentence. */
  title: string;
  message: string;
  color: "teal" | "orange" | "red";
};

/** Why one rejection failed, in words for the company (409: it changed meanwhile). */
function failureReason(error: Pick<ApiError, "status" | "message">) {
  if (error.status === 409) return `it changed meanwhile (${error.message})`;
  if (error.status === 404) return "it no longer exists";
  return error.message;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a bulk rejection (one call per application) did: all rejected, some, or none, and why each failed. */
export function summarizeBulkReject(outcomes: readonly BulkRejectOutcome[]): BulkRejectSummary {
  const rejected = outcomes.filter((outcome) => outcome.ok).length;
  const failed = outcomes.flatMap((outcome) =>
    outcome.ok
      ? []
      : [{ applicationId: outcome.applicationId, name: outcome.name, reason: failureReason(outcome.error) }],
  );
  if (failed.length === 0) {
    return {
      rejected,
      failed,
      title: `${plural(rejected, "applicant", "applicants")} rejected`,
      message: `Each of them is told, with your reason.`,
      color: "teal",
    };
  }
  const names = failed.map((failure) => failure.name).join(", ");
  if (rejected === 0) {
    return {
      rejected,
      failed,
      title: "No applicant was rejected",
      message: `Not rejected: ${names}.`,
      color: "red",
    };
  }
  return {
    rejected,
    failed,
    title: `${rejected} of ${plural(outcomes.length, "applicant", "applicants")} rejected`,
    message: `Not rejected: ${names}.`,
    color: "orange",
  };
}

/**
 * Rejects several applications one call at a time (there is no bulk endpoint but for all open applications of
 * a job), never stopping at a failure, and reports each outcome.
 */
export async function rejectEach(
  applicants: readonly { applicationId: string; name: string }[],
  reject: (applicationId: string) => Promise<unknown>,
): Promise<BulkRejectOutcome[]> {
  const outcomes: BulkRejectOutcome[] = [];
  for (const applicant of applicants) {
    try {
      await reject(applicant.applicationId);
      outcomes.push({ ...applicant, ok: true });
    } catch (error) {
      const known = error as Partial<ApiError>;
      outcomes.push({
        ...applicant,
        ok: false,
        error: { status: known.status ?? 0, message: known.message ?? "Something went wrong." },
      });
    }
  }
  return outcomes;
}
