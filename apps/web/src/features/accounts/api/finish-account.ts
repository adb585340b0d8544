import type { FinishAccount } from "@stint/shared/account";
import { answer, api } from "../../../lib/api-client.ts";

export function finishAccount(input: FinishAccount) {
  return answer(api.POST("/me/account", { body: input }));
}
