import type { Account } from "@stint/shared/account";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../lib/errors.ts";
import { findOwnedFile } from "../files/find-owned-file.ts";

/** The one file an account points at: a student's picture, a company's logo. */
export const ACCOUNT_FILE = {
  student: { field: "avatarFileId", purpose: "avatar", message: "Upload the picture again." },
  company: { field: "logoFileId", purpose: "logo", message: "Upload the logo again." },
} as const;

export const accountFileError = (role: Account["role"]) => {
  const { field, message } = ACCOUNT_FILE[role];
  return badRequest("Some fields need your attention.", { [field]: message });
};

/**
 * An account may point only at a file its own user uploaded for that use. Another user's file, a CV, a
 * deleted file: all get the same answer, so an id reveals nothing about whose file it is.
 */
export async function checkAccountFile(options: {
  db: Db;
  account: Account;
  patch: Record<string, unknown>;
}): Promise<void> {
  const { db, account, patch } = options;
  const { field, purpose } = ACCOUNT_FILE[account.role];
  const fileId = patch[field];
  if (typeof fileId !== "string") return;
  if (!(await findOwnedFile({ db, ownerId: account.id, fileId, purpose }))) throw accountFileError(account.role);
}
