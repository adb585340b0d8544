import type { Invitation, InvitationDecline } from "@stint/shared/applications";
import { api } from "../../../lib/api-client.ts";

/** Decline, with an optional reason for the company. */
export function declineInvitation(id: string, input: InvitationDecline) {
  return api.post<Invitation>(`/invitations/${encodeURIComponent(id)}/decline`, input);
}
