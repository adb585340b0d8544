import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { conversationKeys } from "../../../lib/query-keys.ts";

/**
 * The conversations with unread messages, for the header. It does not poll: the live channel refreshes every
 * query under `conversationKeys.all` when a message arrives, and a window coming back into focus asks again.
 */
export const conversationUnreadQueryOptions = queryOptions({
  queryKey: conversationKeys.unreadCount,
  queryFn: ({ signal }) => answer(api.GET("/conversations/unread-count", { signal })),
  refetchOnWindowFocus: "always",
  staleTime: 10_000,
});

export function useConversationUnreadCount() {
  return useQuery(conversationUnreadQueryOptions);
}
