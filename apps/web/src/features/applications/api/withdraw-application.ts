import type { ApplicationWithdraw } from "@stint/shared/applications";
import { answer, api } from "../../../lib/api-client.ts";

/** The student withdraws their application (from any open status), with an optional reason for the company. */
export function withdrawApplication(id: string, input: ApplicationWithdraw) {
  return answer(api.POST("/applications/{id}/withdraw", { params: { path: { id } }, body: input }));
}
