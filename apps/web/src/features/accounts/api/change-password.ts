import type { PasswordChange, PasswordChanged } from "@stint/shared/account-security";
import { api } from "../../../lib/api-client.ts";

/** Sets a new password; every other session is signed out, this one stays. */
export function changePassword(input: PasswordChange) {
  return api.post<PasswordChanged>("/me/password", input);
}
