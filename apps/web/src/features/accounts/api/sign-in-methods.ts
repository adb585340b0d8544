import type { SignInMethods } from "@stint/shared/account-security";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { signInSecurityKeys } from "../../../lib/query-keys.ts";

export const signInMethodsQueryOptions = queryOptions({
  queryKey: signInSecurityKeys.methods,
  queryFn: ({ signal }) => answer(api.GET("/me/sign-in-methods", { signal })) as Promise<SignInMethods>,
});

/** How the signed-in user signs in: with a password, or through a university only (and until when recently). */
export function useSignInMethods() {
  return useQuery(signInMethodsQueryOptions);
}

/** Whether an account without a password signed in recently enough to confirm a change (the server decides again). */
export function signedInRecently(methods: SignInMethods, now = Date.now()): boolean {
  return methods.recentSignInUntil !== null && Date.parse(methods.recentSignInUntil) > now;
}
