import { z } from "zod";
import { COMPANY_SIZES } from "./account.ts";
import { placeSchema } from "./place.ts";
import { cursorParam, limitParam, pageOf } from "./schema-parts.ts";

// Company verification (issue 37): an operator holding `companies` verifies a company or refuses it with a reason
// the company is told; a verified company carries a badge on its page and its jobs. What an unverified company
// may do is the deployment's setting (UNVERIFIED_COMPANIES).

/** Where a company stands: every company starts `waiting`; `refused` covers a refusal and a revoked verification. */
export const VERIFICATION_STATES = ["waiting", "verified", "refused"] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** What an operator decides; `revoke` takes a verification back (the company is then `refused`, with the reason). */
export const VERIFICATION_DECISIONS = ["verify", "refuse", "revoke"] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/**
 * UNVERIFIED_COMPANIES: `publish` lets an unverified company do everything (it only lacks the badge); `drafts`
 * lets it write jobs but not publish or reopen them, nor invite students, until it is verified.
 */
export const UNVERIFIED_COMPANY_RULES = ["publish", "drafts"] as const;
export type UnverifiedCompanyRule = (typeof UNVERIFIED_COMPANY_RULES)[number];

/** The error code (403) of an action an unverified company may not take under `drafts`. */
export const COMPANY_UNVERIFIED = "company-unverified";
export const COMPANY_UNVERIFIED_MESSAGE =
  "Your company is not verified yet: you can write jobs as drafts and publish them once Stint's operators verified you.";

/** Error codes of a company asking to be verified again (409), so the screen can say which case it is. */
export const VERIFICATION_REQUEST_CODES = {
  /** Only a refused company asks again; a waiting or verified one has nothing to ask. */
  notRefused: "verification-not-refused",
  /** The profile has not changed since the refusal: the same profile would be refused again. */
  unchanged: "verification-profile-unchanged",
} as const;

export const MAX_VERIFICATION_REASON_LENGTH = 1000;

/** `GET /api/admin/companies`: one state (waiting by default) or all, waiting first; `q` finds name, email or site. */
export const adminCompanyListQuerySchema = z.object({
  status: z
    .enum([...VERIFICATION_STATES, "all"], { error: "Choose waiting, verified, refused or all." })
    .default("waiting"),
  q: z.string().trim().max(100, "Use at most 100 characters.").optional(),
  limit: limitParam,
  cursor: cursorParam,
});
export type AdminCompanyListQuery = z.infer<typeof adminCompanyListQuerySchema>;
export type AdminCompanyListParams = z.input<typeof adminCompanyListQuerySchema>;

export const companyVerificationSchema = z.object({
  state: z.enum(VERIFICATION_STATES),
  /** Why it was refused or revoked, as the company was told. */
  reason: z.string().nullable(),
  /** When the last decision was taken; null while never decided on. */
  decidedAt: z.string().nullable(),
  /** Since when it waits: when it signed up, or when it asked again after a refusal. */
  waitingSince: z.string(),
});
export type CompanyVerification = z.infer<typeof companyVerificationSchema>;

/** A company as an operator sees it to decide: who it says it is and what it did so far. */
export const adminCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  emailAddress: z.string(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  sizeBand: z.enum(COMPANY_SIZES).nullable(),
  description: z.string().nullable(),
  address: placeSchema.nullable(),
  logoUrl: z.string().nullable(),
  signedUpAt: z.string(),
  /** Jobs it ever published (open or closed now). */
  jobsPublished: z.number().int(),
  verification: companyVerificationSchema,
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const adminCompanyPageSchema = pageOf(adminCompanySchema);
export type AdminCompanyPage = z.infer<typeof adminCompanyPageSchema>;

const REASON_NEEDED = "Tell the company why: it reads this reason.";

/** `POST /api/admin/companies/{id}/verification`: a reason is required to refuse or revoke, and told to the company. */
export const verificationDecisionSchema = z
  .strictObject({
    decision: z.enum(VERIFICATION_DECISIONS, { error: "Choose verify, refuse or revoke." }),
    reason: z
      .string({ error: "Enter text." })
      .trim()
      .max(
        MAX_VERIFICATION_REASON_LENGTH,
        `Use at most ${MAX_VERIFICATION_REASON_LENGTH.toLocaleString("en")} characters.`,
      )
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.decision !== "verify" && !input.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: REASON_NEEDED });
    }
  })
  .transform((input) => ({ decision: input.decision, reason: input.reason ? input.reason : null }));
export type VerificationDecisionInput = z.input<typeof verificationDecisionSchema>;

/** `GET /api/me/verification`: a company's own standing, and what it may do about it. */
export const ownVerificationSchema = companyVerificationSchema.extend({
  /** Refused, and the profile changed since: it may ask to be verified again. */
  mayAskAgain: z.boolean(),
  /** Whether it may publish jobs now (verified, or the deployment lets unverified companies publish). */
  mayPublish: z.boolean(),
});
export type OwnVerification = z.infer<typeof ownVerificationSchema>;
