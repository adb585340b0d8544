import type { PasswordChange } from "@stint/shared/account-security";
import { answer, api } from "../../../lib/api-client.ts";

/** Sets a new password; every other session is signed out, this one stays. */
export function changePassword(input: PasswordChange) {
  return answer(api.POST("/me/password", { body: input }));
}
