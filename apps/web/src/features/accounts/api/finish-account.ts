import type { FinishAccount, Me } from "@stint/shared/account";
import { api } from "../../../lib/api-client.ts";

export function finishAccount(input: FinishAccount) {
  return api.post<Me>("/me/account", input);
}
