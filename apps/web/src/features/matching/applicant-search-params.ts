import { APPLICATION_STATUSES, OPEN_APPLICATION_STATUSES, type ApplicationStatus } from "@stint/shared/applications";
import type { CandidateStatus } from "@stint/shared/matching";
import type { CandidatesApiQuery } from "./api/list-candidates.ts";
import {
  candidateSearch,
  parseCandidateParams,
  toCandidatesQuery,
  type CandidateFilters,
} from "./matching-search-params.ts";

/**
 * A job's applicants as the pipeline screen searches them: the candidates' words and filters, the statuses
 * (none in the address: the open ones) and whether only overdue applications are shown.
 */
export type ApplicantFilters = CandidateFilters & { overdue: boolean };

/**
 * The status chips: one view each, and the statuses it stands for (`open`: none written in the address). The
 * screen names them ("All open", a status, "Everyone").
 */
export const APPLICANT_STATUS_VIEWS = [
  { value: "open", statuses: [] as ApplicationStatus[] },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, statuses: [status] })),
  { value: "all", statuses: [...APPLICATION_STATUSES] },
] as const satisfies readonly { value: string; statuses: ApplicationStatus[] }[];
export type ApplicantStatusView = (typeof APPLICANT_STATUS_VIEWS)[number]["value"];

const isApplicationStatus = (status: CandidateStatus): status is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(status);

export function parseApplicantParams(params: URLSearchParams): ApplicantFilters {
  const candidate = parseCandidateParams(params);
  return {
    ...candidate,
    // Invitees are not applicants: their statuses mean nothing here.
    status: candidate.status.filter(isApplicationStatus),
    overdue: params.get("overdue") === "true",
  };
}

export function applicantSearch(filters: ApplicantFilters): URLSearchParams {
  const params = candidateSearch(filters);
  if (filters.overdue) params.set("overdue", "true");
  return params;
}

/** The chip a set of statuses is, or null for another combination (e.g. from a saved filter or a typed URL). */
export function statusViewOf(statuses: readonly CandidateStatus[]): ApplicantStatusView | null {
  const key = [...statuses].sort().join(",");
  return APPLICANT_STATUS_VIEWS.find((view) => [...view.statuses].sort().join(",") === key)?.value ?? null;
}

export function statusesOfView(view: ApplicantStatusView): ApplicationStatus[] {
  return [...(APPLICANT_STATUS_VIEWS.find((entry) => entry.value === view)?.statuses ?? [])];
}

/** The API query: the job's applicants (the open ones unless statuses are chosen), overdue ones only on request. */
export function toApplicantsQuery(
  filters: ApplicantFilters,
  job: { id: string; hasPlace: boolean },
): CandidatesApiQuery {
  return {
    ...toCandidatesQuery(filters, { ...job, scope: "applicants" }),
    scope: "applicants",
    status: filters.status.length > 0 ? filters.status : [...OPEN_APPLICATION_STATUSES],
    overdue: filters.overdue || undefined,
  };
}
