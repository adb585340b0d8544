import type { Me } from "@stint/shared/account";
import { answer, api } from "../../../lib/api-client.ts";
import { getMe } from "./get-me.ts";

export type SignInInput = { email: string; password: string };

/** better-auth sets the session cookie; the session itself is then read as `me`. */
export async function signIn(input: SignInInput): Promise<Me | null> {
  await answer(api.POST("/auth/sign-in/email", { body: { email: input.email, password: input.password } }));
  return getMe();
}
