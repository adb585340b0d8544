import { z } from "zod";
import { emailChangeConfirmSchema } from "./account-security.ts";

// Accounts signed up beyond their address's hourly budget confirm their email before they reach anyone
// (decision 023): no applications, invitations, ratings, reports, round actions or published jobs until then.

/** The error code of an action refused until the email is confirmed (403). */
export const EMAIL_UNCONFIRMED = "email-unconfirmed";

/** How long a mailed confirmation link works: long enough to open it after a day at a fair. */
export const EMAIL_CONFIRMATION_VALID_HOURS = 48;

/** `POST /api/email-confirmation/confirm`: the token from the mailed link (as an email change's). */
export const emailConfirmationConfirmSchema = emailChangeConfirmSchema;

/** `POST /api/me/email-confirmation`: when the new link's mail was sent. */
export const emailConfirmationSentSchema = z.object({ sentTo: z.string(), expiresAt: z.string() });
export type EmailConfirmationSent = z.infer<typeof emailConfirmationSentSchema>;

export const emailConfirmedSchema = z.object({ emailAddress: z.string() });
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;

/** Error codes of the confirmation link, so the page can say which case it is. */
export const EMAIL_CONFIRMATION_LINK_ERRORS = {
  /** No such link: mistyped, replaced by a newer one, or used already. */
  unknown: "email-confirmation-link-unknown",
  expired: "email-confirmation-link-expired",
} as const;

/** What the refusal and the banner say. */
export const EMAIL_UNCONFIRMED_MESSAGE =
  "Confirm your email address first: open the link we mailed you, or send a new one.";
