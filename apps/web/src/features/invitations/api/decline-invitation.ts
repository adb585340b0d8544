import type { InvitationDecline } from "@stint/shared/applications";
import { answer, api } from "../../../lib/api-client.ts";

/** Decline, with an optional reason for the company. */
export function declineInvitation(id: string, input: InvitationDecline) {
  return answer(api.POST("/invitations/{id}/decline", { params: { path: { id } }, body: input }));
}
