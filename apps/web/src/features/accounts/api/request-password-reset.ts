import { answer, api } from "../../../lib/api-client.ts";

/** The server always answers 200, whether or not the address has an account, so nothing leaks. */
export function requestPasswordReset(input: { email: string }) {
  return answer(api.POST("/auth/request-password-reset", { body: { email: input.email } }));
}
