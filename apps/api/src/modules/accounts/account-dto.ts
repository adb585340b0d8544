import type { CompanyAccount, StudentAccount } from "@stint/shared/account";
import type { companies, students } from "../../db/schema/index.ts";
import { fileUrlOrNull } from "../../lib/file-url.ts";

export type StudentRow = typeof students.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export function studentDto(row: StudentRow): StudentAccount {
  // The suspension's mark (issue 37) is the operators' business, not part of the account.
  const { offersWithheldAt: _withheld, ...account } = row;
  return {
    ...account,
    role: "student",
    avatarUrl: fileUrlOrNull(row.avatarFileId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function companyDto(row: CompanyRow): CompanyAccount {
  return {
    ...row,
    role: "company",
    logoUrl: fileUrlOrNull(row.logoFileId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
