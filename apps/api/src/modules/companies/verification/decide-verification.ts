import type { CompanyVerification, VerificationDecision, VerificationState } from "@stint/shared/company-verification";
import type { Db } from "../../../db/client.ts";
import { companyVerifications } from "../../../db/schema/index.ts";
import { conflict, notFound } from "../../../lib/errors.ts";
import { isUuid } from "../../../lib/http/id-param.ts";
import { said } from "../../../i18n/said.ts";
import { notify } from "../../notifications/notify.ts";
import { writeAudit } from "../../operators/audit-log.ts";
import type { OperatorViewer } from "../../operators/operator-access.ts";
import { companyVerification, verificationDto } from "./verification-state.ts";

/** Which state each decision starts from, where it leads, and why it is refused from the others (409). */
const DECISIONS: Record<
  VerificationDecision,
  { from: VerificationState[]; to: VerificationState; refusal: string; message: string }
> = {
  verify: {
    from: ["waiting", "refused"],
    to: "verified",
    refusal: "This company is verified already.",
    message: "notifications:companyVerification.verified",
  },
  refuse: {
    from: ["waiting"],
    to: "refused",
    refusal: "Only a waiting company can be refused; take a verification back with revoke.",
    message: "notifications:companyVerification.refused",
  },
  revoke: {
    from: ["verified"],
    to: "refused",
    refusal: "Only a verified company's verification can be taken back.",
    message: "notifications:companyVerification.revoked",
  },
};

/**
 * An operator's decision about a company: its new state, the audit line and the company's notification (in-app
 * and mail, in its language, with the reason as the operator wrote it) commit together. The company row is
 * locked, so two operators deciding at once take turns and the second one's decision meets the first one's state.
 */
export async function decideVerification(options: {
  db: Db;
  operator: OperatorViewer;
  companyId: string;
  decision: VerificationDecision;
  reason: string | null;
  now: Date;
}): Promise<CompanyVerification> {
  const { operator, companyId, decision, now } = options;
  if (!isUuid(companyId)) throw notFound("This company");
  const rule = DECISIONS[decision];
  // A verification needs no reason; one given anyway is not kept, as the company is not told one.
  const reason = decision === "verify" ? null : options.reason;
  return options.db.transaction(async (tx) => {
    const company = await companyVerification({ db: tx, companyId, forUpdate: true });
    if (!company) throw notFound("This company");
    if (!rule.from.includes(company.state)) throw conflict(rule.refusal);
    const row = { state: rule.to, reason, decidedAt: now, decidedBy: operator.userId, askedAt: null };
    await tx
      .insert(companyVerifications)
      .values({ companyId, ...row })
      .onConflictDoUpdate({ target: companyVerifications.companyId, set: row });
    await writeAudit(tx, {
      actor: { userId: operator.userId, email: operator.email },
      action: `company.${decision}`,
      subjectType: "company",
      subjectId: companyId,
      subjectLabel: company.name,
      reason,
      details: { from: company.state, to: rule.to },
    });
    await notify(tx, {
      recipientId: companyId,
      kind: "company.verification",
      title: said(rule.message, { company: company.name }),
      ...(reason ? { body: reason } : {}),
      link: { type: "verification", id: companyId },
    });
    return verificationDto({ ...row, waitingSince: company.waitingSince });
  });
}
