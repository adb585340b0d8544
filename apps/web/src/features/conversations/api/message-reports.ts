import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MessageReportCreate } from "@stint/shared/conversations";
import { answer, api } from "../../../lib/api-client.ts";
import { conversationKeys } from "../../../lib/query-keys.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function reportMessage(messageId: string, report: MessageReportCreate) {
  return answer(api.POST("/messages/{id}/reports", { params: { path: { id: messageId } }, body: report }));
}

/** The reported messages waiting for a moderator (moderators only). */
export const messageReportsQueryOptions = queryOptions({
  queryKey: conversationKeys.reports,
  queryFn: ({ signal }) => answer(api.GET("/message-reports", { signal })),
});

export function useMessageReports() {
  return useQuery(messageReportsQueryOptions);
}

export function useResolveReport() {
  return useApiMutation({
    mutationFn: (reportId: string) =>
      answer(api.POST("/message-reports/{id}/resolve", { params: { path: { id: reportId } } })),
    changes: "message-reports.changed",
  });
}
