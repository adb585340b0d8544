import { useInfiniteQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { conversationKeys } from "../../../lib/query-keys.ts";

export const MESSAGE_PAGE_SIZE = 30;

/**
 * A conversation's messages in pages going back in time: the first page holds the newest, each next one the
 * messages before it (`before`), every page oldest first. `messagesOldestFirst` lays them out for reading.
 */
export function useMessagePages(conversationId: string) {
  return useInfiniteQuery({
    queryKey: conversationKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) =>
      answer(
        api.GET("/conversations/{id}/messages", {
          params: {
            path: { id: conversationId },
            query: { before: pageParam ?? undefined, limit: MESSAGE_PAGE_SIZE },
          },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.before,
  });
}

export function messagesOldestFirst<T>(pages: readonly { items: readonly T[] }[] | undefined): T[] {
  return (pages ?? []).toReversed().flatMap((page) => page.items);
}
