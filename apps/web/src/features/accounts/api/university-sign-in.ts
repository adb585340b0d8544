import { answer, api } from "../../../lib/api-client.ts";

export type UniversitySignInInput = { provider: string; callbackURL: string };

/**
 * Starts a university sign-in: the server binds state, nonce and PKCE to this browser and answers the university's
 * page, which the browser then opens. It comes back signed in to `callbackURL`, or to the sign-in screen with
 * `?error=<code>`.
 */
export async function startUniversitySignIn(input: UniversitySignInInput): Promise<void> {
  const started = await answer(
    api.POST("/auth/sign-in/social", {
      body: { provider: input.provider, callbackURL: input.callbackURL, disableRedirect: true },
    }),
  );
  window.location.assign(started.url);
}
