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
} as const;

export function jobDetailPath(id: string) {
  return `/job-detail/${encodeURIComponent(id)}`;
}

export function jobEditPath(id: string) {
  return `/job-edit/${encodeURIComponent(id)}`;
}

export function cvDetailPath(id: string) {
  return `/cv-detail/${encodeURIComponent(id)}`;
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
