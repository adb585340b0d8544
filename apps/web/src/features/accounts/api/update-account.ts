import type { Account, CompanyAccountPatch, StudentAccountPatch } from "@stint/shared/account";
import { api } from "../../../lib/api-client.ts";

/** Sends only the changed fields (seed §7); the caller computes the difference against the loaded account. */
export function updateAccount<A extends Account>(changes: StudentAccountPatch | CompanyAccountPatch) {
  return api.patch<A>("/me/account", changes);
}
