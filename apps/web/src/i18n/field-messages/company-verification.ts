/** Company verification's field messages (packages/shared/src/company-verification.ts), by their key. */
export const FIELD_MESSAGES: Record<string, string> = {
  "Tell the company why: it reads this reason.": "adminCompanies:validation.reasonNeeded",
  "Choose verify, refuse or revoke.": "adminCompanies:validation.decision",
  "Choose waiting, verified, refused or all.": "adminCompanies:validation.status",
};
