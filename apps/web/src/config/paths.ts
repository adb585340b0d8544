import type { Role } from "@stint/shared/account";

/** Paths of the screens that exist; later screens are added here as they are built. */
export const paths = {
  landing: "/",
  chooseSignUpRole: "/choose-sign-up-role",
  login: "/login",
  forgetPassword: "/forget-password",
  resetPassword: "/reset-password",
  signUpStudent: "/sign-up/student",
  signUpCompany: "/sign-up/company",
  dashboard: "/job-dashboard",
  studentDetail: "/account/student/detail",
  studentEdit: "/account/student/edit",
  companyDetail: "/account/company/detail",
  companyEdit: "/account/company/edit",
  jobCreation: "/job-creation",
  jobList: "/job-posting-list",
  cvList: "/cv-list",
  cvCreation: "/cv-creation",
  matchingList: "/matching-list",
  ratingCreation: "/rating-creation",
  ratingList: "/rating-list",
  roundList: "/round-list",
} as const;

function withSearch(path: string, params?: Record<string, string | null | undefined>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value) search.set(name, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A job; `cvId` is the student's CV its match is shown for (the primary one when left out). */
export function jobDetailPath(id: string, params?: { cvId?: string | null }) {
  return withSearch(`/job-detail/${encodeURIComponent(id)}`, params);
}

export function jobEditPath(id: string) {
  return `/job-edit/${encodeURIComponent(id)}`;
}

/** A CV; `jobId` is the company's job its match is shown against (from that job's candidates). */
export function cvDetailPath(id: string, params?: { jobId?: string | null }) {
  return withSearch(`/cv-detail/${encodeURIComponent(id)}`, params);
}

export function cvEditPath(id: string) {
  return `/cv-edit/${encodeURIComponent(id)}`;
}

/** A company's public page (its own account screen is `paths.companyDetail`). */
export function companyPagePath(id: string) {
  return `/company-detail/${encodeURIComponent(id)}`;
}

/** The job list with search parameters, e.g. `{ mine: "true" }` or `{ sort: "newest" }`. */
export function jobListPath(params?: Record<string, string>) {
  const search = new URLSearchParams(params).toString();
  return search ? `${paths.jobList}?${search}` : paths.jobList;
}

/** The matching list with search parameters (a student's CV, words, filters). */
export function matchingListPath(params?: Record<string, string>) {
  return withSearch(paths.matchingList, params);
}

/** A company's job's candidates: students open to offers, ranked for it. */
export function companyMatchingPath(jobId: string) {
  return `/matching-applicants/${encodeURIComponent(jobId)}/company-matching`;
}

/**
 * A company's job's applicants (the pipeline), optionally filtered: `{ status: "applied" }` for the new ones,
 * `{ overdue: "true" }` for those waiting too long for an answer.
 */
export function jobApplicantsPath(jobId: string, params?: { status?: string; overdue?: "true" }) {
  return withSearch(`/matching-applicants/${encodeURIComponent(jobId)}/student-matching`, params);
}

/** Every candidate of a company's job (applicants, invitees, matches), optionally filtered by status. */
export function jobCandidatesPath(jobId: string, params?: { status?: string }) {
  return withSearch(`/matching-applicants/${encodeURIComponent(jobId)}/filtered-list`, params);
}

/** A new rating; `matchId` preselects the match to rate. */
export function ratingCreationPath(params?: { matchId?: string | null }) {
  return withSearch(paths.ratingCreation, params);
}

/** The viewer's ratings: `tab` given (the default) or received, `q` the words searched for. */
export function ratingListPath(params?: { tab?: "given" | "received" | null; q?: string | null }) {
  return withSearch(paths.ratingList, params);
}

export function ratingDetailPath(id: string) {
  return `/rating-detail/${encodeURIComponent(id)}`;
}

export function ratingEditPath(id: string) {
  return `/rating-edit/${encodeURIComponent(id)}`;
}

/** A company's placement round (a student's rounds are cards of the matching list: `studentRoundPath`). */
export function roundDetailPath(id: string) {
  return `/round-detail/${encodeURIComponent(id)}`;
}

/** A student's card of a placement round on the matching list, scrolled to and highlighted. */
export function studentRoundPath(id: string) {
  return withSearch(paths.matchingList, { round: id });
}

/** The full list of notifications: a section of the account screen (the bell's "See all"). */
export function notificationsPath(role: Role) {
  return `${accountDetailPath(role)}#${NOTIFICATIONS_SECTION_ID}`;
}

/** The id of the account screen's notifications section, the target of `notificationsPath`. */
export const NOTIFICATIONS_SECTION_ID = "notifications";

/** The account screen's sign-in and security section: the sign-in email, the password and the devices. */
export function signInSecurityPath(role: Role) {
  return `${accountDetailPath(role)}#${SIGN_IN_SECURITY_SECTION_ID}`;
}

export const SIGN_IN_SECURITY_SECTION_ID = "sign-in-security";

export function accountDetailPath(role: Role) {
  return role === "student" ? paths.studentDetail : paths.companyDetail;
}

export function accountEditPath(role: Role) {
  return role === "student" ? paths.studentEdit : paths.companyEdit;
}

/**
 * Where a user lands after sign-in or finishing the account (the dashboard), and after signing up (PRODUCT §2:
 * a company goes on to post its first job, a student to write a first CV).
 */
export function homePath(role?: Role | null, after: "sign-in" | "sign-up" = "sign-in") {
  if (after === "sign-up" && role === "company") return paths.jobCreation;
  if (after === "sign-up" && role === "student") return paths.cvCreation;
  return paths.dashboard;
}
