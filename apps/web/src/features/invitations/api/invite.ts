import type { Invitation, InvitationCreate } from "@stint/shared/applications";
import type { CandidatesPage } from "@stint/shared/matching";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { applyChange } from "../../../lib/change-effects.ts";
import { matchingKeys } from "../../../lib/query-keys.ts";

/** A company invites a student open to offers to apply to one of its published jobs, with a message. */
export function invite(input: InvitationCreate) {
  return answer(api.POST("/invitations", { body: input }));
}

/**
 * After an invitation was sent: the job's candidate lists show it on the student's row at once, then refresh
 * (with the company's invitation lists: `change-effects.ts`), as they do after a refusal that says the lists are
 * out of date.
 */
export async function invitationSent(
  queryClient: QueryClient,
  options: { jobId: string; studentId: string; invitation?: Pick<Invitation, "id" | "status"> },
) {
  const { jobId, studentId, invitation } = options;
  if (invitation) {
    queryClient.setQueriesData<InfiniteData<CandidatesPage>>(
      { queryKey: [...matchingKeys.candidates, jobId] },
      (data) =>
        data && "pages" in data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) =>
                  item.student.id === studentId
                    ? { ...item, invitation: { id: invitation.id, status: invitation.status } }
                    : item,
                ),
              })),
            }
          : data,
    );
  }
  await applyChange(queryClient, "invitation.sent", jobId);
}
