import type { InvitationAccept } from "@stint/shared/applications";
import { answer, api } from "../../../lib/api-client.ts";

/** Accept: apply to the invitation's job with a CV (the primary one by default); the student and job match. */
export function acceptInvitation(id: string, input: InvitationAccept) {
  return answer(api.POST("/invitations/{id}/accept", { params: { path: { id } }, body: input }));
}
