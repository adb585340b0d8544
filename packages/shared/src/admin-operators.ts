import { z } from "zod";
import { emailSchema } from "./account.ts";
import { auditEntrySchema, OPERATOR_PERMISSIONS, operatorPermissionsSchema } from "./operators.ts";

/** One operator on `GET /api/admin/operators`. */
export const operatorListItemSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
  grantedAt: z.string(),
  /** The email of the operator who granted the current permissions; null: the command line. */
  grantedBy: z.string().nullable(),
  /** Null: never signed in (an invitation not yet taken up, say). */
  lastSignInAt: z.string().nullable(),
});
export type OperatorListItem = z.infer<typeof operatorListItemSchema>;

export const operatorListSchema = z.object({ items: z.array(operatorListItemSchema) });
export type OperatorList = z.infer<typeof operatorListSchema>;

/** `PUT /api/admin/operators`: make this address an operator with exactly these permissions (invited if new). */
export const operatorGrantSchema = z.strictObject({ email: emailSchema, permissions: operatorPermissionsSchema });
export type OperatorGrant = z.input<typeof operatorGrantSchema>;

export const operatorGrantAnswerSchema = z.object({
  operator: operatorListItemSchema,
  /** True when nobody had the address: a user was made and mailed a link to choose a password. */
  invited: z.boolean(),
});
export type OperatorGrantAnswer = z.infer<typeof operatorGrantAnswerSchema>;

export const AUDIT_LOG_PAGE_SIZE = 25;

export const auditLogQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "Enter a number." })
    .int("Use a whole number.")
    .min(1, "At least 1.")
    .max(100, "At most 100.")
    .default(AUDIT_LOG_PAGE_SIZE),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().trim().max(200, "This is not a cursor from a previous page.").optional(),
  /** The start of the action, `operator.` or `operator.grant`: lowercase words joined by dots. */
  action: z
    .string()
    .trim()
    .max(60, "At most 60 characters.")
    .regex(/^[a-z][a-z-]*(\.[a-z-]*)*$/, "Use an action such as operator or operator.grant.")
    .optional(),
  /** An id of the subject, or part of how it is called (an email, a company's name). */
  subject: z
    .string()
    .trim()
    .min(1, "Enter part of a name, an email or an id.")
    .max(200, "At most 200 characters.")
    .optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export type AuditLogParams = z.input<typeof auditLogQuerySchema>;

export const auditLogPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
