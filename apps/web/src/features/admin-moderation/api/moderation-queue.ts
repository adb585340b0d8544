import type { MessageReportDismiss } from "@stint/shared/moderation";
import type { RatingModeration } from "@stint/shared/ratings";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { moderationKeys } from "../../../lib/query-keys.ts";

const PAGE_SIZE = 10;

/** The reported ratings, newest first, a page at a time; the first page's total is the tab's count. */
export const reportedRatingsQueryOptions = infiniteQueryOptions({
  queryKey: moderationKeys.ratings,
  queryFn: ({ signal, pageParam }) =>
    answer(
      api.GET("/admin/moderation/ratings", {
        params: { query: { limit: PAGE_SIZE, cursor: pageParam ?? undefined } },
        signal,
      }),
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export function useReportedRatings() {
  return useInfiniteQuery(reportedRatingsQueryOptions);
}

/** The open reports of messages (the newest 200) and how many are open. */
export const messageReportsQueryOptions = queryOptions({
  queryKey: moderationKeys.messages,
  queryFn: ({ signal }) => answer(api.GET("/admin/moderation/messages", { signal })),
});

export function useMessageReports() {
  return useQuery(messageReportsQueryOptions);
}

/** Keep a reported rating, or hide it with a public reason; written to the audit log either way. */
export function decideRating(ratingId: string, decision: RatingModeration) {
  return answer(api.POST("/admin/moderation/ratings/{id}", { params: { path: { id: ratingId } }, body: decision }));
}

/** A report of a message is dealt with: it leaves the queue, the note goes to the audit log. */
export function dismissMessageReport(reportId: string, input: MessageReportDismiss) {
  return answer(
    api.POST("/admin/moderation/messages/{id}/dismiss", { params: { path: { id: reportId } }, body: input }),
  );
}
