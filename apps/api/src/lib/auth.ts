import { ACCOUNT_SUSPENDED } from "@stint/shared/admin-accounts";
import { paths } from "@stint/shared/page-routes";
import { COMMON_PASSWORD_MESSAGE } from "@stint/shared/password";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { bearer } from "better-auth/plugins/bearer";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "../db/db-errors.ts";
import { authAccounts, emailChanges, rateLimits, sessions, users, verifications } from "../db/schema/index.ts";
import type { Env } from "../env.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import { isCommonPassword } from "./passwords/common-passwords.ts";
import { type PasswordHashing, scryptHashing } from "./passwords/password-hashing.ts";
import { passwordResetMail } from "./mail/templates/password-reset.ts";
import { userLanguage } from "../i18n/user-language.ts";
import { translator } from "../i18n/server-i18n.ts";
import { AppError } from "./errors.ts";
import { safeError } from "./safe-error.ts";
import {
  linkingDropsUnprovenPassword,
  universitySignInPlugin,
  universitySignInRules,
  withoutProviderTokens,
} from "./university-sign-in/university-sign-in.ts";
import { issuerCheckPlugin } from "./university-sign-in/issuer-check.ts";

/** The header our server sets from the socket address; clients cannot supply it (it is overwritten). */
export const CLIENT_IP_HEADER = "x-stint-client-ip";

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** How long better-auth's signed cookie cache vouches for a session (see the cookieCache option below). */
export const SESSION_CACHE_SECONDS = 5 * 60;

export function createAuth(deps: {
  db: Db;
  env: Env;
  mailer: Mailer;
  logger: Logger;
  /** scrypt by default. */
  passwordHashing?: PasswordHashing;
}) {
  const { db, env, mailer, logger } = deps;
  const dropUnprovenPassword = linkingDropsUnprovenPassword(db);
  return betterAuth({
    appName: "Stint",
    baseURL: env.baseUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: env.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: authAccounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by our own sign-up endpoints, which also create the student or company row.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: deps.passwordHashing ?? scryptHashing,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The notice of an email change tells an owner who did not ask for it to reset the password: that must
      // also stop the change, whose link is in someone else's inbox.
      onPasswordReset: async ({ user }) => {
        await db.delete(emailChanges).where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.confirmedAt)));
      },
      sendResetPassword: async ({ user, token }) => {
        const link = env.baseUrl + paths.resetPassword({ token });
        const language = await userLanguage(db, user.id);
        await mailer
          .send({
            to: user.email,
            ...passwordResetMail({ language, name: user.name, link, validMinutes: RESET_TOKEN_TTL_SECONDS / 60 }),
            secretLink: true,
          })
          .catch((error: unknown) => {
            // The answer to the visitor never depends on delivery, so that it cannot reveal whether the account exists.
            logger.error({ err: error }, "password reset mail could not be sent");
          });
      },
    },
    user: { validateUserInfo: universitySignInRules({ db, providers: env.oidcProviders }) },
    account: {
      // A university sign-in joins the existing account with its address only when the university marks the
      // address verified (no provider is trusted without it). Stint's own sign-ups mostly are not confirmed
      // (decision 023), so the local side need not be: linking then drops the unproven password instead.
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: false },
    },
    databaseHooks: {
      // A suspended account gets no session, however it signs in (issue 37). Checked only once the password
      // or the university has proved who is asking, so a wrong password answers as it does for anyone.
      session: { create: { before: refuseSuspended(db) } },
      account: {
        create: {
          before: async (account) => {
            await dropUnprovenPassword(account);
            return withoutProviderTokens(account);
          },
        },
        update: { before: withoutProviderTokens },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
      // Most requests are reads by someone signed in; the signed cache cookie spares them better-auth's
      // session and user queries. A revoked session (sign-out on another device, password reset, account
      // deletion) still ends at once: the read's role query checks that the session exists
      // (lib/http/session.ts). No refreshCache: refilling the cache without the database is never needed.
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS },
    },
    rateLimit: {
      enabled: env.rateLimit,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        // A flood ceiling per address; failures are counted per account and per address by modules/auth.
        "/sign-in/email": { window: 60, max: 30 },
        "/request-password-reset": { window: 15 * 60, max: 5 },
        "/reset-password": { window: 15 * 60, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.baseUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/reset-password") return;
        const newPassword: unknown = ctx.body?.newPassword;
        if (typeof newPassword === "string" && isCommonPassword(newPassword)) {
          throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_COMMON", message: COMMON_PASSWORD_MESSAGE });
        }
      }),
      // better-auth turns some failures into its own 500 (the session read: "FAILED_TO_GET_SESSION"), keeping
      // the database's error as the cause. An outage goes on to our error handler instead: a 503, as elsewhere.
      after: createAuthMiddleware(async (ctx) => {
        const returned: unknown = ctx.context.returned;
        if (isAPIError(returned) && returned.statusCode >= 500 && isDatabaseUnavailable(returned)) {
          throw new DatabaseUnavailableError(returned);
        }
      }),
    },
    // Errors that are not better-auth's own (the database's, ours) leave its handler as they are, for our
    // error handler (lib/http/error-handler.ts): the one error body, a 503 for an outage, a log without values.
    // A university sign-in that fails comes back to the sign-in screen, which says why (`?error=<code>`).
    onAPIError: { throw: true, errorURL: env.baseUrl + paths.login() },
    logger: {
      level: "warn",
      // One log stream: better-auth's messages go through pino (and its redaction) like everything else, and
      // errors it passes along are described without values (lib/safe-error.ts). An outage is left to the error
      // handler, which logs it once for all requests.
      log: (level, message, ...args) => {
        if (args.some((arg) => isDatabaseUnavailable(arg))) return;
        const text = typeof message === "string" ? message : "better-auth error";
        const safeArgs = [...(typeof message === "string" ? [] : [message]), ...args].map(safeError);
        logger[level === "debug" ? "debug" : level]({ args: safeArgs, source: "better-auth" }, text);
      },
    },
    plugins: [
      bearer(),
      ...(env.oidcProviders.length > 0
        ? [universitySignInPlugin(env.oidcProviders), issuerCheckPlugin(env.oidcProviders, logger)]
        : []),
    ],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The session hook that refuses a suspended user with a 403 `account-suspended` saying the operator's reason, in
 * the user's language. Our own error, not better-auth's: it leaves better-auth's handler as it is, for ours.
 */
function refuseSuspended(db: Db) {
  return async (session: { userId: string }) => {
    const [user] = await db
      .select({ suspendedAt: users.suspendedAt, reason: users.suspensionReason })
      .from(users)
      .where(eq(users.id, session.userId));
    if (!user?.suspendedAt) return;
    const t = translator(await userLanguage(db, session.userId));
    throw new AppError(ACCOUNT_SUSPENDED, 403, t("auth:signIn.suspended", { reason: user.reason ?? "" }));
  };
}
