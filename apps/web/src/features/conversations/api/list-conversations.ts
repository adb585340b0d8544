import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { conversationKeys } from "../../../lib/query-keys.ts";

export const INBOX_PAGE_SIZE = 20;

/** The inbox, newest message first, in cursor pages; `q` searches the other side's name and the jobs' titles. */
export function useConversationPages(q: string) {
  return useInfiniteQuery({
    queryKey: conversationKeys.list(q),
    queryFn: ({ pageParam, signal }) =>
      answer(
        api.GET("/conversations", {
          params: { query: { q: q || undefined, cursor: pageParam ?? undefined, limit: INBOX_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A new search keeps the old rows on screen until its answer is in, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}
