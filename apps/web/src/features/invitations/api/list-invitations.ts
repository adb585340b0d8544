import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { answer, api, type ApiQuery } from "../../../lib/api-client.ts";
import { invitationKeys } from "../../../lib/query-keys.ts";

/** What `GET /api/invitations` takes (the cursor is added page by page). */
export type InvitationsApiQuery = Omit<ApiQuery<"/invitations">, "cursor">;

/** The student's list as the Invited tab asks for it: pages of 20, or of 100 while searching. */
export const studentInvitationsQuery = (q: string): InvitationsApiQuery => ({ limit: q.trim() ? 100 : 20 });

export function listInvitations(query: InvitationsApiQuery, cursor: string | null, signal?: AbortSignal) {
  return answer(
    api.GET("/invitations", {
      params: {
        query: { ...query, cursor: cursor ?? undefined },
      },
      signal,
    }),
  );
}

export const invitationPagesQueryOptions = (query: InvitationsApiQuery) =>
  infiniteQueryOptions({
    queryKey: [...invitationKeys.lists, query] as const,
    queryFn: ({ signal, pageParam }) => listInvitations(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The signed-in student's invitations, newest first, a page at a time ("Load more"). */
export function useInvitationPages(query: InvitationsApiQuery) {
  return useInfiniteQuery(invitationPagesQueryOptions(query));
}

export const openInvitationCountQueryOptions = queryOptions({
  queryKey: invitationKeys.openCount,
  queryFn: ({ signal }) => listInvitations({ status: ["open"], limit: 1 }, null, signal).then((page) => page.total),
});

/** How many invitations wait for the student's answer. */
export function useOpenInvitationCount() {
  return useQuery(openInvitationCountQueryOptions);
}
