import type { CompanySignUp, StudentSignUp } from "@stint/shared/account";
import { answer, api } from "../../../lib/api-client.ts";

export function signUpStudent(input: StudentSignUp) {
  return answer(api.POST("/sign-up/student", { body: input }));
}

export function signUpCompany(input: CompanySignUp) {
  return answer(api.POST("/sign-up/company", { body: input }));
}
