import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { conversationKeys } from "../../../lib/query-keys.ts";

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => answer(api.GET("/conversations/{id}", { params: { path: { id } }, signal })),
  });

/** One conversation as the viewer sees it: the other side, the jobs, whether they may write, what was read. */
export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}
