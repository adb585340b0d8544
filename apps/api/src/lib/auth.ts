import { COMMON_PASSWORD_MESSAGE } from "@stint/shared";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer } from "better-auth/plugins/bearer";
import type { Db } from "../db/client.ts";
import { authAccounts, rateLimits, sessions, users, verifications } from "../db/schema/index.ts";
import type { Env } from "../env.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import { isCommonPassword } from "./passwords/common-passwords.ts";
import { passwordResetMail } from "./mail/templates/password-reset.ts";

/** The header our server sets from the socket address; clients cannot supply it (it is overwritten). */
export const CLIENT_IP_HEADER = "x-stint-client-ip";

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** How long a revoked session may still read (see the cookieCache option below). */
export const SESSION_CACHE_SECONDS = 5 * 60;

export function createAuth(deps: { db: Db; env: Env; mailer: Mailer; logger: Logger }) {
  const { db, env, mailer, logger } = deps;
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
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${env.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer
          .send({
            to: user.email,
            ...passwordResetMail({ name: user.name, link, validMinutes: RESET_TOKEN_TTL_SECONDS / 60 }),
          })
          .catch((error: unknown) => {
            // The answer to the visitor never depends on delivery, so that it cannot reveal whether the account exists.
            logger.error({ err: error }, "password reset mail could not be sent");
          });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
      // Most requests are reads by someone signed in; the signed cache cookie spares them the session and
      // user queries. The price: a session revoked elsewhere (sign-out on another device, password reset,
      // account deletion) still reads for up to maxAge. Writes and sensitive reads look the session up in
      // the database regardless (lib/http/session.ts). No refreshCache: refilling the cache without the
      // database would keep a revoked session alive.
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
    },
    logger: {
      level: "warn",
      // One log stream: better-auth's messages go through pino (and its redaction) like everything else.
      log: (level, message, ...args) =>
        logger[level === "debug" ? "debug" : level]({ args, source: "better-auth" }, message),
    },
    plugins: [bearer()],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
