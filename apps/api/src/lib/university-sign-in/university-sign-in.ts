import { UNIVERSITY_SIGN_IN_ERRORS } from "@stint/shared/university-sign-in";
import type { BetterAuthOptions } from "better-auth";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { and, eq } from "drizzle-orm";
import { findRoleById } from "../../db/account-role.ts";
import type { Db } from "../../db/client.ts";
import { authAccounts, sessions, users } from "../../db/schema/index.ts";
import { discoveryUrl, isAllowedEmail, type OidcProvider } from "./oidc-providers.ts";

type ValidateUserInfo = NonNullable<NonNullable<BetterAuthOptions["user"]>["validateUserInfo"]>;

/**
 * better-auth's generic OAuth plugin with one OpenID Connect client per university. Its endpoints, keys and issuer
 * come from discovery; a provider whose discovery gives no issuer and keys is not offered (requireIdTokenVerification),
 * so that every ID token is checked: signature against the issuer's keys, `iss`, `aud` (our client id), `exp`, `iat`
 * and the `nonce` bound to the sign-in (better-auth and jose, @better-auth/core's verify-id-token). PKCE (S256) and a
 * single-use `state` kept in the database and in a signed cookie are better-auth's defaults, left on.
 */
export function universitySignInPlugin(providers: OidcProvider[]) {
  return genericOAuth({
    config: providers.map((provider) => ({
      providerId: provider.id,
      name: provider.name,
      discoveryUrl: discoveryUrl(provider),
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      scopes: ["openid", "email", "profile"],
      pkce: true,
      requireIdTokenVerification: true,
      // A new address signs up (and then finishes as a student); an existing one is linked only when both sides
      // have verified it (better-auth's account linking: no trusted providers, requireLocalEmailVerified).
      disableImplicitSignUp: false,
      // Signing out of Stint does not sign the student out of the university.
      disableProviderLogout: true,
    })),
  });
}

/**
 * The rules better-auth asks before it creates, links or signs in a university account (`user.validateUserInfo`,
 * which it calls with the provider's fresh claims each time): the address must be in the university's domains and
 * verified by it, and a company account is never signed in this way. A refusal sends the browser back to the
 * sign-in screen with the code (UNIVERSITY_SIGN_IN_ERRORS).
 */
export function universitySignInRules(options: { db: Db; providers: OidcProvider[] }): ValidateUserInfo {
  return async ({ user, source }) => {
    if (source.method !== "oauth") return;
    const provider = options.providers.find((candidate) => candidate.id === source.oauth?.providerId);
    // Only configured universities reach here; anything else is refused rather than let through.
    if (!provider || typeof user.email !== "string" || !isAllowedEmail(provider, user.email)) {
      return { error: UNIVERSITY_SIGN_IN_ERRORS.emailDomain };
    }
    if (user.emailVerified !== true) return { error: UNIVERSITY_SIGN_IN_ERRORS.emailUnverified };
    if (source.action !== "create-user" && typeof user.id === "string") {
      const role = await findRoleById({ db: options.db, userId: user.id });
      if (role === "company") return { error: UNIVERSITY_SIGN_IN_ERRORS.companyAccount };
      // Refused here, before better-auth creates the session (whose hook would refuse it too, but as an error
      // the callback cannot send back to the sign-in screen).
      if (await isSuspended(options.db, user.id)) return { error: UNIVERSITY_SIGN_IN_ERRORS.accountSuspended };
    }
  };
}

async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
  return row?.suspendedAt != null;
}

const PROVIDER_TOKENS = ["accessToken", "refreshToken", "idToken", "accessTokenExpiresAt", "refreshTokenExpiresAt"];

/**
 * Stint keeps only the link to the university account (which user, which subject), never the provider's tokens:
 * it calls the university for nothing after the sign-in, and a token kept is one that can leak. A database hook
 * on the account row as better-auth creates or updates it; a password row has no tokens to drop.
 */
export async function withoutProviderTokens<T extends Record<string, unknown>>(account: T) {
  const tokens = PROVIDER_TOKENS.filter((key) => account[key] != null);
  if (tokens.length === 0) return;
  return { data: { ...account, ...Object.fromEntries(tokens.map((key) => [key, null])) } };
}

/**
 * Before better-auth links a university account to an existing user: if Stint never saw that user prove the
 * address (a sign-up is trusted without a confirmation, decision 023), whoever set its password may not own the
 * mailbox, and could have signed up in a student's name to share the account once the student links it. The
 * university has now proved the address, so the unproven password and every session are dropped: the student
 * signs in through the university, or sets a password by the reset mail, which only the mailbox owner reads.
 */
export function linkingDropsUnprovenPassword(db: Db) {
  return async (account: Record<string, unknown>) => {
    if (account.providerId === "credential" || typeof account.userId !== "string") return;
    const [user] = await db
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, account.userId));
    // A new user (created with the university's verified address) or one whose address was proved: nothing to drop.
    if (!user || user.emailVerified) return;
    await db.transaction(async (tx) => {
      await tx
        .delete(authAccounts)
        .where(and(eq(authAccounts.userId, account.userId as string), eq(authAccounts.providerId, "credential")));
      await tx.delete(sessions).where(eq(sessions.userId, account.userId as string));
    });
  };
}
