import type { ApplicationPage, InvitationPage } from "@stint/shared/applications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { applicationKeys, invitationKeys } from "../../../lib/query-keys.ts";

// What a student's dashboard lists under "To do", read from the applications and invitations lists (their keys
// sit under those lists', so an answer given elsewhere refreshes them).

/** The to-do list shows this many of each kind; the count says how many there are in all. */
export const TODOS_SHOWN = 3;
/** An application the company moved within this many days is "recently moved". */
export const RECENT_MOVE_DAYS = 14;
/** Statuses a company moves an application to, other than `offer` (which has its own to-do). */
const MOVED_STATUSES = ["reviewed", "shortlisted", "interview", "hired", "rejected"];

export const openInvitationsTodoQueryOptions = queryOptions({
  queryKey: [...invitationKeys.lists, "todo", "open"] as const,
  queryFn: ({ signal }) =>
    api.get<InvitationPage>("/invitations", { signal, query: { status: "open", limit: TODOS_SHOWN } }),
});

export const offersTodoQueryOptions = queryOptions({
  queryKey: [...applicationKeys.lists, "todo", "offer"] as const,
  queryFn: ({ signal }) =>
    api.get<ApplicationPage>("/applications", { signal, query: { status: "offer", limit: TODOS_SHOWN } }),
});

/**
 * The student's applications the company moved in the last RECENT_MOVE_DAYS days, last moved first. The list
 * is newest-applied first, so this reads the latest 50 applications: older ones that moved recently are left
 * out, which for a student's dashboard is rare enough.
 */
export const recentMovesTodoQueryOptions = queryOptions({
  queryKey: [...applicationKeys.lists, "todo", "moved"] as const,
  queryFn: async ({ signal }) => {
    const page = await api.get<ApplicationPage>("/applications", {
      signal,
      query: { status: MOVED_STATUSES.join(","), limit: 50 },
    });
    const since = Date.now() - RECENT_MOVE_DAYS * 86_400_000;
    return page.items
      .filter((item) => Date.parse(item.updatedAt) >= since)
      .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  },
});

export function useStudentTodos() {
  return {
    invitations: useQuery(openInvitationsTodoQueryOptions),
    offers: useQuery(offersTodoQueryOptions),
    moved: useQuery(recentMovesTodoQueryOptions),
  };
}
