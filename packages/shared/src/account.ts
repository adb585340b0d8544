import { z } from "zod";
import { fileIdSchema } from "./files.ts";
import { meOperatorSchema } from "./operators.ts";
import { passwordSchema } from "./password.ts";
import { placeSchema } from "./place.ts";
import { lineSchema } from "./text.ts";

export const ROLES = ["student", "company"] as const;
export type Role = (typeof ROLES)[number];

export const DEGREE_LEVELS = ["secondary", "bachelor", "master", "doctorate"] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];
export const DEGREE_LABELS: Record<DegreeLevel, string> = {
  secondary: "Secondary school",
  bachelor: "Bachelor's",
  master: "Master's",
  doctorate: "Doctorate",
};

export const COMPANY_SIZES = ["1-10", "11-50", "51-250", "251-1000", "1000+"] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** Sign-up's answer (409, on `email`) for an address that has an account; the web app turns its advice into links. */
export const EMAIL_TAKEN_MESSAGE = "An account with this email address already exists. Sign in or reset your password.";

export const emailSchema = lineSchema({ error: "Enter your email address." })
  .toLowerCase()
  .max(254, "This email address is too long.")
  .pipe(z.email("Enter a valid email address."));

const name = lineSchema({ error: "Enter a name." }).min(1, "Enter a name.").max(120, "Use at most 120 characters.");
const optionalText = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters.`).nullable().optional();
const optionalLine = (max: number) => lineSchema().max(max, `Use at most ${max} characters.`).nullable().optional();
// An emptied input arrives as "" and is stored as null; optional stays outermost so PATCH may omit it.
const optionalUrl = z
  .union([
    z.literal("").transform(() => null),
    z.url({ protocol: /^https?$/, error: "Enter a full web address starting with https://" }).max(300),
  ])
  .nullable()
  .optional();
const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Use the form YYYY-MM.");

/** Sent and stored as a whole: a link left out is no link. */
export const studentLinksSchema = z.strictObject({
  linkedin: optionalUrl.transform((value) => value ?? null),
  github: optionalUrl.transform((value) => value ?? null),
  portfolio: optionalUrl.transform((value) => value ?? null),
});

/**
 * Every editable field of a student account; all optional so the same schema serves PATCH. Not the sign-in
 * email: that changes only through a link mailed to the new address (account-security.ts).
 */
export const studentAccountPatchSchema = z.strictObject({
  name: name.optional(),
  address: placeSchema.nullable().optional(),
  university: optionalLine(160),
  fieldOfStudy: optionalLine(160),
  degreeLevel: z.enum(DEGREE_LEVELS, { error: "Choose a degree level." }).nullable().optional(),
  expectedGraduation: yearMonth.nullable().optional(),
  phone: z
    .string()
    .trim()
    .max(32, "Use at most 32 characters.")
    .regex(/^\+?[0-9 ()./-]*$/, "Use digits, spaces and + ( ) - only.")
    .nullable()
    .optional(),
  bio: optionalText(1000),
  links: studentLinksSchema.optional(),
  openToOffers: z.boolean().optional(),
  shareRatings: z.boolean().optional(),
  /** An `avatar` file the student uploaded (POST /api/files); null removes the picture. */
  avatarFileId: fileIdSchema.nullable().optional(),
});
export type StudentAccountPatch = z.infer<typeof studentAccountPatchSchema>;

export const companyAccountPatchSchema = z.strictObject({
  name: name.optional(),
  address: placeSchema.nullable().optional(),
  website: optionalUrl,
  industry: optionalLine(120),
  sizeBand: z.enum(COMPANY_SIZES, { error: "Choose a company size." }).nullable().optional(),
  description: optionalText(4000),
  /** A `logo` file the company uploaded (POST /api/files); null removes the logo. */
  logoFileId: fileIdSchema.nullable().optional(),
});
export type CompanyAccountPatch = z.infer<typeof companyAccountPatchSchema>;

const credentials = { email: emailSchema, password: passwordSchema };

// Files belong to an account, so none can be named before the account exists.
export const studentSignUpSchema = studentAccountPatchSchema
  .omit({ name: true, avatarFileId: true })
  .extend({ ...credentials, name });
export type StudentSignUp = z.infer<typeof studentSignUpSchema>;

export const companySignUpSchema = companyAccountPatchSchema
  .omit({ name: true, logoFileId: true })
  .extend({ ...credentials, name });
export type CompanySignUp = z.infer<typeof companySignUpSchema>;

const linksSchema = z.object({
  linkedin: z.string().nullable(),
  github: z.string().nullable(),
  portfolio: z.string().nullable(),
});

const accountBase = {
  id: z.string(),
  emailAddress: z.string(),
  name: z.string(),
  address: placeSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A student account as the API returns it. */
export const studentAccountSchema = z.object({
  ...accountBase,
  role: z.literal("student"),
  university: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  degreeLevel: z.enum(DEGREE_LEVELS).nullable(),
  expectedGraduation: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  links: linksSchema,
  openToOffers: z.boolean(),
  shareRatings: z.boolean(),
  avatarFileId: z.string().nullable(),
  /** Where the picture is shown from (`<img src>`), or null without one. */
  avatarUrl: z.string().nullable(),
});
export type StudentAccount = z.infer<typeof studentAccountSchema>;

/** A company account as the API returns it. */
export const companyAccountSchema = z.object({
  ...accountBase,
  role: z.literal("company"),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  sizeBand: z.enum(COMPANY_SIZES).nullable(),
  description: z.string().nullable(),
  logoFileId: z.string().nullable(),
  /** Where the logo is shown from (`<img src>`, visible to anyone), or null without one. */
  logoUrl: z.string().nullable(),
});
export type CompanyAccount = z.infer<typeof companyAccountSchema>;

export const accountSchema = z.discriminatedUnion("role", [studentAccountSchema, companyAccountSchema]);
export type Account = z.infer<typeof accountSchema>;

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    /** Signed up beyond its address's budget and not confirmed yet: reaches no one until then (decision 023). */
    mustConfirmEmail: z.boolean(),
  }),
  role: z.enum(ROLES).nullable(),
  account: accountSchema.nullable(),
  /**
   * The roles the user may choose on the finish-account screen: none once the account has a role, only "student"
   * for an account that signs in through a university (issue 37).
   */
  finishRoles: z.array(z.enum(ROLES)),
  /** The operator permissions of a user who runs the deployment (issue 37), who has no role; null for everyone else. */
  operator: meOperatorSchema,
});
export type Me = z.infer<typeof meSchema>;

/** Finishing an account for a signed-in user whose account row is missing (seed: role null). */
export const finishAccountSchema = z.discriminatedUnion("role", [
  studentAccountPatchSchema.omit({ name: true, avatarFileId: true }).extend({ role: z.literal("student"), name }),
  companyAccountPatchSchema.omit({ name: true, logoFileId: true }).extend({ role: z.literal("company"), name }),
]);
export type FinishAccount = z.infer<typeof finishAccountSchema>;
