import type { ApplicationStatus } from "@stint/shared/applications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { applicationKeys, invitationKeys } from "../../../lib/query-keys.ts";

// What a student's dashboard lists under "To do", read from the applications and invitations lists (their keys
// sit under those lists', so an answer given elsewhere refreshes them).

/** The to-do list shows this many of each kind; the count says how many there are in all. */
export const TODOS_SHOWN = 3;
/** An application the company moved within this many days is "recently moved". */
export const RECENT_MOVE_DAYS = 14;
/** Statuses a company moves an application to, other than `offer` (which has its own to-do). */
const MOVED_STATUSES: ApplicationStatus[] = ["reviewed", "shortlisted", "interview", "hired", "rejected"];

export const openInvitationsTodoQueryOptions = queryOptions({
  queryKey: [...invitationKeys.lists, "todo", "open"] as const,
  queryFn: ({ signal }) =>
    answer(api.GET("/invitations", { params: { query: { status: ["open"], limit: TODOS_SHOWN } }, signal })),
});

export const offersTodoQueryOptions = queryOptions({
  queryKey: [...applicationKeys.lists, "todo", "offer"] as const,
  queryFn: ({ signal }) =>
    answer(api.GET("/applications", { params: { query: { status: ["offer"], limit: TODOS_SHOWN } }, signal })),
});

/**
 * The student's applications the company moved in the last RECENT_MOVE_DAYS days, last moved first. The list
 * is newest-applied first, so this reads the latest 50 applications: older ones that moved recently are left
 * out, which for a student's dashboard is rare enough.
 */
export const recentMovesTodoQueryOptions = queryOptions({
  queryKey: [...applicationKeys.lists, "todo", "moved"] as const,
  queryFn: async ({ signal }) => {
    const page = await answer(
      api.GET("/applications", { params: { query: { status: MOVED_STATUSES, limit: 50 } }, signal }),
    );
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
