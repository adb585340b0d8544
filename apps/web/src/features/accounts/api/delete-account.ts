import { answer, api } from "../../../lib/api-client.ts";

/** An account without a password sends none: a recent sign-in confirms it (RECENT_SIGN_IN_MINUTES). */
export function deleteAccount(input: { password?: string }) {
  return answer(api.DELETE("/me", { body: { password: input.password } }));
}
