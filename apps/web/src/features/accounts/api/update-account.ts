import type { Account, CompanyAccountPatch, StudentAccountPatch } from "@stint/shared/account";
import { answer, api } from "../../../lib/api-client.ts";

/**
 * Sends only the changed fields (seed §7); the caller computes the difference against the loaded account. The
 * answer is the signed-in user's own account, so of the role the caller edits (A), which the document cannot say.
 */
export async function updateAccount<A extends Account>(changes: StudentAccountPatch | CompanyAccountPatch) {
  return (await answer(api.PATCH("/me/account", { body: changes }))) as A;
}
