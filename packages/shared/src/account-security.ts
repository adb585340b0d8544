import { z } from "zod";
import { emailSchema } from "./account.ts";
import { PASSWORD_MAX, passwordSchema } from "./password.ts";

// Signing in safely (issue 14): changing the sign-in email behind a confirmation link, changing the password,
// and the list of signed-in sessions.

/** The password the user signs in with now, to confirm a change that could lock them out. */
const currentPasswordSchema = z
  .string({ error: "Enter your current password." })
  .min(1, "Enter your current password.")
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

/** How long the link mailed to the new address works. */
export const EMAIL_CHANGE_VALID_MINUTES = 60;

/** `POST /api/me/email-change`: mail a confirmation link to `newEmail`; nothing changes until it is opened. */
export const emailChangeRequestSchema = z.strictObject({
  newEmail: emailSchema,
  currentPassword: currentPasswordSchema,
});

/**
 * The same request as the API takes it: an account without a password (it signs in through a university only)
 * sends no `currentPassword` and confirms by a recent sign-in instead (RECENT_SIGN_IN_MINUTES).
 */
export const emailChangeRequestBodySchema = emailChangeRequestSchema.extend({
  currentPassword: currentPasswordSchema.optional(),
});
export type EmailChangeRequestBody = z.infer<typeof emailChangeRequestBodySchema>;

/** The form of an account without a password: only the new address. */
export const universityEmailChangeSchema = emailChangeRequestSchema.omit({ currentPassword: true });

/**
 * An account without a password confirms a change that could lock it out (deleting it, changing its email) by
 * having signed in within these minutes, as GitHub's "sudo mode" does: signing in with the university again is
 * the proof that the password is for everyone else. Older, the API answers 403 RECENT_SIGN_IN_REQUIRED.
 */
export const RECENT_SIGN_IN_MINUTES = 10;
export const RECENT_SIGN_IN_REQUIRED = "recent-sign-in-required";

/** `GET /api/me/sign-in-methods`: how the user signs in, for the forms that confirm who they are. */
export const signInMethodsSchema = z.object({
  password: z.boolean(),
  /** The universities the account signs in through: the provider ids `POST /api/auth/sign-in/social` takes. */
  universities: z.array(z.string()),
  /** Until when the current session counts as a recent sign-in (for an account without a password); null: past. */
  recentSignInUntil: z.string().nullable(),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** A change waiting for its link to be opened. */
export const pendingEmailChangeSchema = z.object({ newEmail: z.string(), expiresAt: z.string() });
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

/** `GET /api/me/email-change`: the change waiting for confirmation, or null. */
export const emailChangeStatusSchema = z.object({ pending: pendingEmailChangeSchema.nullable() });
export type EmailChangeStatus = z.infer<typeof emailChangeStatusSchema>;

/** `POST /api/email-change/confirm`: the token from the mailed link. */
export const emailChangeConfirmSchema = z.strictObject({
  token: z
    .string({ error: "The link has no code." })
    .min(1, "The link has no code.")
    .max(200, "This code is too long."),
});

export const emailChangeConfirmedSchema = z.object({ emailAddress: z.string() });
export type EmailChangeConfirmed = z.infer<typeof emailChangeConfirmedSchema>;

/** Error codes of the confirmation link, so the page can say which case it is. */
export const EMAIL_CHANGE_LINK_ERRORS = {
  /** No such link: mistyped, or replaced by a newer request. */
  unknown: "email-change-link-unknown",
  used: "email-change-link-used",
  expired: "email-change-link-expired",
} as const;

/** `POST /api/me/password`: this session stays signed in, every other one is signed out. */
export const passwordChangeSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const passwordChangedSchema = z.object({
  /** How many other sessions were signed out. */
  signedOut: z.number().int(),
});
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** A signed-in session of the user, never its token. */
export const signedInSessionSchema = z.object({
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  /** "Firefox on Windows", read from the user agent; "Unknown browser" when it says nothing we know. */
  device: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  /** When the session was last extended (at most once a day, as it is used). */
  lastActiveAt: z.string(),
  expiresAt: z.string(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

export const signedInSessionListSchema = z.object({ items: z.array(signedInSessionSchema) });
export type SignedInSessionList = z.infer<typeof signedInSessionListSchema>;

export const sessionsSignedOutSchema = z.object({ signedOut: z.number().int() });
export type SessionsSignedOut = z.infer<typeof sessionsSignedOutSchema>;
