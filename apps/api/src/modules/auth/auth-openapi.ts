import { createRoute, z } from "@hono/zod-openapi";
import { PASSWORD_MAX } from "@stint/shared/password";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";

// better-auth's endpoints the app uses, documented by hand (its own handler serves them, auth.routes.ts): the
// document describes every route clients call, and the fuzz harness reaches these too.
const tags = ["Sign-in"];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  body: { ...jsonContent(schema, description), required: true },
});
// better-auth limits every one of its routes per address (lib/auth.ts), some more tightly.
const rateLimited = errorContent("Too many requests from this address (rate-limited)");
const sessionUser = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "SessionUser", description: "The signed-in user, as better-auth answers it" });
const session = z
  .object({
    id: z.string(),
    userId: z.string(),
    token: z.string(),
    expiresAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    ipAddress: z.string().nullable().optional(),
    userAgent: z.string().nullable().optional(),
  })
  .meta({ id: "Session", description: "A session, as better-auth answers it" });

/**
 * What POST /reset-password takes, checked by auth.routes.ts before better-auth sees it: better-auth answers a
 * missing token as an expired one, naming no field.
 */
export const resetPasswordBody = z.object({
  token: z.string().min(1, "The reset link's token is missing: open the link from the mail."),
  newPassword: z.string(),
});

/** A path of this app (a screen), never another origin: where better-auth sends the browser after a university sign-in. */
const appPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])/, "Expected a path of this app, starting with a single /");

/**
 * What POST /sign-in/social takes, checked by auth.routes.ts before better-auth sees it: only the redirect flow of
 * a configured university (not better-auth's sign-in with an ID token the client brings, nor extra scopes or
 * authorization parameters). A university sign-in that fails lands on the sign-in screen with `?error=<code>`.
 */
export const universitySignInBody = z.strictObject({
  provider: z.string().min(1).max(40).meta({ description: "A provider's id, from GET /api/sign-in-providers" }),
  callbackURL: appPath.optional().meta({ description: "Where the browser goes once signed in (default /)" }),
  disableRedirect: z.boolean().optional(),
});

export const authDocumentation = [
  createRoute({
    method: "post",
    path: "/sign-in/email",
    tags,
    summary: "Sign in with email and password; sets the session cookies",
    description:
      "A wrong email and a wrong password answer alike. Five failures for one account in 15 minutes, or 50 " +
      "from one address, answer 429 with Retry-After until the window ends.",
    // Public: its 401 is a wrong email or password, not a missing session (lib/http/operation-security.ts).
    security: [],
    request: json(
      z.object({ email: z.string(), password: z.string().max(PASSWORD_MAX), rememberMe: z.boolean().optional() }),
      "The credentials",
    ),
    responses: {
      200: jsonContent(
        z
          .object({
            redirect: z.boolean(),
            token: z.string().meta({ description: "The session token, also sent in the set-auth-token header" }),
            url: z.string().optional(),
            user: sessionUser,
          })
          .openapi("SignedIn"),
        "Signed in",
      ),
      400: errorContent("Invalid input"),
      401: errorContent("The email or password is not right"),
      429: errorContent("Too many failed sign-ins (rate-limited)"),
    },
  }),
  createRoute({
    method: "post",
    path: "/sign-out",
    tags,
    summary: "Sign out: ends the session on the server and clears the cookies",
    responses: {
      200: jsonContent(z.object({ success: z.boolean() }).openapi("SignedOut"), "Signed out"),
      429: rateLimited,
    },
  }),
  createRoute({
    method: "get",
    path: "/get-session",
    tags,
    summary: "The current session and its user, or null",
    responses: {
      200: jsonContent(z.object({ user: sessionUser, session }).openapi("CurrentSession").nullable(), "The session"),
      429: rateLimited,
    },
  }),
  createRoute({
    method: "post",
    path: "/request-password-reset",
    tags,
    summary: "Mail a single-use reset link (valid 1 hour) if an account has this email; the answer is the same",
    request: json(z.object({ email: z.string(), redirectTo: z.string().optional() }), "The email"),
    responses: {
      200: jsonContent(
        z.object({ status: z.boolean(), message: z.string() }).openapi("PasswordResetRequested"),
        "Accepted, whether or not the account exists",
      ),
      400: errorContent("Invalid input"),
      429: rateLimited,
    },
  }),
  createRoute({
    method: "post",
    path: "/reset-password",
    tags,
    summary: "Set a new password with the mailed token; every session of the account ends",
    request: json(resetPasswordBody, "The token and the new password"),
    responses: {
      200: jsonContent(z.object({ status: z.boolean() }).openapi("PasswordReset"), "Changed"),
      400: errorContent(
        "No token (token), an expired or used token, or a short, long or common password (newPassword)",
      ),
      429: rateLimited,
    },
  }),
  createRoute({
    method: "post",
    path: "/sign-in/social",
    tags,
    summary: "Start a university sign-in (OpenID Connect): answers the university's authorization URL to open",
    description:
      "The browser goes to `url`, signs in at the university and comes back to /api/auth/callback/{id}. State, " +
      "nonce and PKCE are bound to this request (a signed state cookie is set here).",
    security: [],
    request: json(universitySignInBody, "The university and where to go afterwards"),
    responses: {
      200: jsonContent(
        z.object({ url: z.string(), redirect: z.boolean() }).openapi("UniversitySignInStarted"),
        "The university's authorization URL",
      ),
      400: errorContent("Invalid input (provider, callbackURL)"),
      404: errorContent("No university with this id is configured"),
      429: rateLimited,
    },
  }),
  createRoute({
    method: "get",
    path: "/callback/{id}",
    tags,
    summary: "Where a university sends the browser back: checks the answer, signs in and redirects",
    description:
      "Checks the state (single-use, with its cookie), exchanges the code with the PKCE verifier, verifies the ID " +
      "token (signature, issuer, audience, expiry, nonce), then signs in, links the account with the same " +
      "verified email, or creates one without a role (it finishes as a student account). Always a redirect: to " +
      "callbackURL, or to the sign-in screen with `?error=<code>` (`university_email_domain`, " +
      "`university_email_unverified`, `university_company_account`, `account_not_linked`, `state_mismatch`, " +
      "`invalid_code`, `unable_to_get_user_info`, …).",
    security: [],
    request: {
      params: z.object({ id: z.string().meta({ description: "The provider's id" }) }),
      query: z.object({
        code: z.string().optional(),
        state: z.string().optional(),
        iss: z.string().optional(),
        error: z.string().optional(),
        error_description: z.string().optional(),
      }),
    },
    responses: { 302: { description: "To callbackURL signed in, or to the sign-in screen with ?error=<code>" } },
  }),
];
