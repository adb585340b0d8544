import { type OwnVerification, VERIFICATION_REQUEST_CODES } from "@stint/shared/company-verification";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companyVerifications } from "../../../db/schema/index.ts";
import { AppError, notFound } from "../../../lib/errors.ts";
import type { VerificationGate } from "./verification-gate.ts";
import { companyVerification, verificationDto } from "./verification-state.ts";

type Standing = NonNullable<Awaited<ReturnType<typeof companyVerification>>>;

/**
 * A refused company may ask again once it changed its profile after the refusal: asking with the same profile
 * would only be refused again, and the operators read the profile to decide.
 */
const changedSinceRefusal = (company: Standing) =>
  company.state === "refused" && company.decidedAt !== null && company.updatedAt > company.decidedAt;

async function ownStanding(db: Db, gate: VerificationGate, company: Standing): Promise<OwnVerification> {
  return {
    ...verificationDto(company),
    mayAskAgain: changedSinceRefusal(company),
    mayPublish: await gate.mayReachStudents(db, company.id),
  };
}

/** `GET /api/me/verification`: where the signed-in company stands and what it may do about it. */
export async function ownVerification(options: { db: Db; gate: VerificationGate; companyId: string }) {
  const company = await companyVerification(options);
  if (!company) throw notFound("Your company");
  return ownStanding(options.db, options.gate, company);
}

/** `POST /api/me/verification`: a refused company that changed its profile since asks to be verified again. */
export async function askAgain(options: {
  db: Db;
  gate: VerificationGate;
  companyId: string;
  now: Date;
}): Promise<OwnVerification> {
  const { db, companyId, now } = options;
  await db.transaction(async (tx) => {
    const company = await companyVerification({ db: tx, companyId, forUpdate: true });
    if (!company) throw notFound("Your company");
    if (company.state !== "refused") {
      throw new AppError(
        VERIFICATION_REQUEST_CODES.notRefused,
        409,
        company.state === "verified"
          ? "Your company is verified already."
          : "Your company is waiting for a decision already.",
      );
    }
    if (!changedSinceRefusal(company)) {
      throw new AppError(
        VERIFICATION_REQUEST_CODES.unchanged,
        409,
        "Update your company profile first: the operators decide from what it says.",
      );
    }
    await tx
      .update(companyVerifications)
      .set({ state: "waiting", reason: null, askedAt: now })
      .where(eq(companyVerifications.companyId, companyId));
  });
  return ownVerification({ db, gate: options.gate, companyId });
}
