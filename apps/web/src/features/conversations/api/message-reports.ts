import type { MessageReportCreate } from "@stint/shared/conversations";
import { answer, api } from "../../../lib/api-client.ts";

/** A party reports one of the other side's messages to the operators' moderation queue. */
export function reportMessage(messageId: string, report: MessageReportCreate) {
  return answer(api.POST("/messages/{id}/reports", { params: { path: { id: messageId } }, body: report }));
}
