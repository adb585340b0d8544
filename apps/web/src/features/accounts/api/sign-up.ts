import type { CompanySignUp, Me, StudentSignUp } from "@stint/shared/account";
import { api } from "../../../lib/api-client.ts";

export function signUpStudent(input: StudentSignUp) {
  return api.post<Me>("/sign-up/student", input);
}

export function signUpCompany(input: CompanySignUp) {
  return api.post<Me>("/sign-up/company", input);
}
