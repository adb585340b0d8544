import type { ApplicationDetail, ApplicationWithdraw } from "@stint/shared/applications";
import { api } from "../../../lib/api-client.ts";

/** The student withdraws their application (from any open status), with an optional reason for the company. */
export function withdrawApplication(id: string, input: ApplicationWithdraw) {
  return api.post<ApplicationDetail>(`/applications/${encodeURIComponent(id)}/withdraw`, input);
}
