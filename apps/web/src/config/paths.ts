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
} as const;

export function accountDetailPath(role: Role) {
  return role === "student" ? paths.studentDetail : paths.companyDetail;
}

export function accountEditPath(role: Role) {
  return role === "student" ? paths.studentEdit : paths.companyEdit;
}

/** Where a user lands after sign-in, sign-up or finishing the account (PRODUCT §2; the CV and job screens come later). */
export function homePath() {
  return paths.dashboard;
}
