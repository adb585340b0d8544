import { z } from "zod";

/**
 * What an operator may do (issue 37). Operators run the deployment (a university's career service, say): they have
 * neither a student's nor a company's account, and each holds some of these. `operators` grants and revokes them.
 */
export const OPERATOR_PERMISSIONS = ["moderation", "companies", "accounts", "figures", "operators"] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

export const operatorPermissionsSchema = z
  .array(z.enum(OPERATOR_PERMISSIONS, { error: "Choose a permission from the list." }))
  .min(1, "Choose at least one permission.")
  .transform((permissions) => OPERATOR_PERMISSIONS.filter((permission) => permissions.includes(permission)));

/** The signed-in user's operator permissions, on `/api/me`; null for everyone else. */
export const meOperatorSchema = z.object({ permissions: z.array(z.enum(OPERATOR_PERMISSIONS)) }).nullable();

/** One line of the audit log: who did what to whom, when and why. Nobody can change or remove a line. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The operator's user id; null for the command line. */
  actorId: z.string().nullable(),
  /** The operator's email at the time, or "command line". */
  actorLabel: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  subjectLabel: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
