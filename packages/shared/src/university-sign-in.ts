import { z } from "zod";

/** A university whose accounts may sign in (GET /api/sign-in-providers): its button on the sign-in screens. */
export const signInProviderSchema = z
  .object({
    id: z.string().meta({ description: "The provider's id: POST /api/auth/sign-in/social takes it as `provider`" }),
    name: z.string().meta({ description: "The university's name, for 'Sign in with <name>'" }),
  })
  .meta({ id: "SignInProvider" });

export type SignInProvider = z.infer<typeof signInProviderSchema>;

/**
 * Why a university sign-in was refused by Stint's own rules: the callback sends the browser to the sign-in screen
 * with `?error=<code>` (better-auth's redirect), and the screen says why. better-auth's own codes there
 * (`state_mismatch`, `invalid_code`, `account_not_linked`, …) are told apart as far as a person can act on them.
 */
export const UNIVERSITY_SIGN_IN_ERRORS = {
  /** The address is not in one of the university's email domains. */
  emailDomain: "university_email_domain",
  /** The university did not mark the address as verified. */
  emailUnverified: "university_email_unverified",
  /** The address belongs to a company account: university sign-in is for students. */
  companyAccount: "university_company_account",
  /** The account is suspended by the people who run Stint (issue 37); the mail told the person why. */
  accountSuspended: "university_account_suspended",
} as const;

/**
 * better-auth's callback code for an address that already has an account it would not join to the university
 * sign-in: the university or Stint has not confirmed the address.
 */
export const ACCOUNT_NOT_LINKED = "account_not_linked";
