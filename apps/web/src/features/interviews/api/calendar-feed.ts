import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { interviewKeys } from "../../../lib/query-keys.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export const calendarFeedQueryOptions = queryOptions({
  queryKey: interviewKeys.calendarFeed,
  queryFn: ({ signal }) => answer(api.GET("/calendar-feed", { signal })),
});

/** Whether the viewer has a private calendar feed; its address only right after it was made (`url`). */
export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions);
}

/** Makes the feed, or replaces its secret (the old URL stops working). */
export function useCreateCalendarFeed() {
  return useApiMutation({
    mutationFn: () => answer(api.POST("/calendar-feed")),
    changes: (feed) => ["calendar-feed.changed", feed],
  });
}

/** Revokes the feed: its URL stops working. */
export function useRevokeCalendarFeed() {
  return useApiMutation({
    mutationFn: () => answer(api.DELETE("/calendar-feed")),
    changes: ["calendar-feed.changed", { url: null, active: false, createdAt: null }],
  });
}
