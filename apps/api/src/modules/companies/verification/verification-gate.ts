import {
  COMPANY_UNVERIFIED,
  COMPANY_UNVERIFIED_MESSAGE,
  type UnverifiedCompanyRule,
} from "@stint/shared/company-verification";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companyVerifications } from "../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";

/**
 * What the deployment lets an unverified company do (UNVERIFIED_COMPANIES). Composed into the app's deps, so
 * that jobs (publishing) and applications (inviting) ask it without importing this module.
 */
export type VerificationGate = {
  /** Whether the company may put itself in front of students now: publish, reopen, invite. */
  mayReachStudents(db: Db, companyId: string): Promise<boolean>;
  /** The same, as a 403 `company-unverified` when it may not. */
  assertMayReachStudents(db: Db, companyId: string): Promise<void>;
};

export async function isVerified(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ state: companyVerifications.state })
    .from(companyVerifications)
    .where(and(eq(companyVerifications.companyId, companyId), eq(companyVerifications.state, "verified")));
  return row !== undefined;
}

export function verificationGate(rule: UnverifiedCompanyRule): VerificationGate {
  // `publish` asks nothing of the database: the default costs no query per publication.
  const mayReachStudents = (db: Db, companyId: string) =>
    rule === "publish" ? Promise.resolve(true) : isVerified(db, companyId);
  return {
    mayReachStudents,
    async assertMayReachStudents(db, companyId) {
      if (!(await mayReachStudents(db, companyId))) {
        throw new AppError(COMPANY_UNVERIFIED, 403, COMPANY_UNVERIFIED_MESSAGE);
      }
    },
  };
}
