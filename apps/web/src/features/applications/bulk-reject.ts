import type { TFunction } from "i18next";
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
function failureReason(t: TFunction, error: Pick<ApiError, "status" | "message">) {
  if (error.status === 409) return t("applications:bulk.changed", { reason: error.message });
  if (error.status === 404) return t("applications:bulk.gone");
  return error.message;
}

/**
 * What a bulk rejection (one call per application) did: all rejected, some, or none, and why each failed, in the
 * words of `t` (the page's language).
 */
export function summarizeBulkReject(outcomes: readonly BulkRejectOutcome[], t: TFunction): BulkRejectSummary {
  const rejected = outcomes.filter((outcome) => outcome.ok).length;
  const failed = outcomes.flatMap((outcome) =>
    outcome.ok
      ? []
      : [{ applicationId: outcome.applicationId, name: outcome.name, reason: failureReason(t, outcome.error) }],
  );
  if (failed.length === 0) {
    return {
      rejected,
      failed,
      title: t("applications:bulk.allTitle", { count: rejected }),
      message: t("applications:bulk.allText"),
      color: "teal",
    };
  }
  const names = failed.map((failure) => failure.name).join(", ");
  if (rejected === 0) {
    return {
      rejected,
      failed,
      title: t("applications:bulk.noneTitle"),
      message: t("applications:bulk.notRejected", { names }),
      color: "red",
    };
  }
  return {
    rejected,
    failed,
    title: t("applications:bulk.someTitle", { rejected, count: outcomes.length }),
    message: t("applications:bulk.notRejected", { names }),
    color: "orange",
  };
}

/**
 * Rejects several applications one call at a time (there is no bulk endpoint but for all open applications of
 * a job), never stopping at a failure, and reports each outcome (`describe` words an error for the company).
 */
export async function rejectEach(
  applicants: readonly { applicationId: string; name: string }[],
  reject: (applicationId: string) => Promise<unknown>,
  describe: (error: unknown) => string,
): Promise<BulkRejectOutcome[]> {
  const outcomes: BulkRejectOutcome[] = [];
  for (const applicant of applicants) {
    try {
      await reject(applicant.applicationId);
      outcomes.push({ ...applicant, ok: true });
    } catch (error) {
      const known = error as Partial<ApiError>;
      outcomes.push({ ...applicant, ok: false, error: { status: known.status ?? 0, message: describe(error) } });
    }
  }
  return outcomes;
}
