import type { ApplicationDetail, InvitationAccept } from "@stint/shared/applications";
import { api } from "../../../lib/api-client.ts";

/** Accept: apply to the invitation's job with a CV (the primary one by default); the student and job match. */
export function acceptInvitation(id: string, input: InvitationAccept) {
  return api.post<ApplicationDetail>(`/invitations/${encodeURIComponent(id)}/accept`, input);
}
