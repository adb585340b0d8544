import { z } from "zod";

/**
 * The console's accounts (issue 37): an operator holding `accounts` finds anyone by a part of their email or name,
 * suspends an account with a reason the person is told, and resumes it.
 */

/** The code of a sign-in refused because the account is suspended; the message says the operator's reason. */
export const ACCOUNT_SUSPENDED = "account-suspended";

export const ACCOUNT_KINDS = ["student", "company", "operator", "unfinished"] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const SUSPENSION_REASON_MAX = 500;

export const adminAccountsQuerySchema = z.object({
  q: z.string().trim().max(200, "Use at most 200 characters.").optional(),
  /** The `next` of the page before: where this page starts. */
  after: z.string().max(200).optional(),
});
export type AdminAccountsQuery = z.infer<typeof adminAccountsQuerySchema>;

/** What an operator needs to recognise someone. */
export const adminAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The account's name (a student's or company's), else the user's. */
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  signedUpAt: z.string(),
  /** The newest session's start; null when the person never signed in or every session ended. */
  lastSignInAt: z.string().nullable(),
  suspension: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountsPageSchema = z.object({
  items: z.array(adminAccountSchema),
  /** Pass as `after` for the next page; null on the last page. */
  next: z.string().nullable(),
});
export type AdminAccountsPage = z.infer<typeof adminAccountsPageSchema>;

export const suspensionSchema = z.strictObject({
  reason: z
    .string({ error: "Say why the account is suspended." })
    .trim()
    .min(1, "Say why the account is suspended.")
    .max(SUSPENSION_REASON_MAX, `Use at most ${SUSPENSION_REASON_MAX} characters.`),
});
export type SuspensionInput = z.infer<typeof suspensionSchema>;
