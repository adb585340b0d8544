import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export type SendInput = { body: string; fileIds: string[] };

/** Sends a message; on a refusal the composer keeps the text and the files chosen. */
export function useSendMessage(conversationId: string) {
  return useApiMutation({
    mutationFn: ({ body, fileIds }: SendInput) =>
      answer(
        api.POST("/conversations/{id}/messages", {
          params: { path: { id: conversationId } },
          body: { body, fileIds: fileIds.length > 0 ? fileIds : undefined },
        }),
      ),
    changes: "conversations.message",
  });
}

/** Marks what the viewer has seen as read, up to the newest message shown. */
export function useMarkRead(conversationId: string) {
  return useApiMutation({
    mutationFn: (upTo: string) =>
      answer(api.POST("/conversations/{id}/read", { params: { path: { id: conversationId } }, body: { upTo } })),
    changes: "conversations.read",
  });
}

/** Blocks the other side (`block: true`) or lifts the viewer's own block. */
export function useBlock(conversationId: string) {
  return useApiMutation({
    mutationFn: (block: boolean) => {
      const options = { params: { path: { id: conversationId } } };
      return answer(
        block ? api.POST("/conversations/{id}/block", options) : api.DELETE("/conversations/{id}/block", options),
      );
    },
    changes: "conversations.changed",
  });
}

/** Whom a first message goes to (a company names the student, a student the company) and about which job. */
export type StartTarget = { studentId?: string; companyId?: string; jobId?: string };

/**
 * The first message to a company or student: it lands in the one conversation of the two (made if there is none),
 * with the job attached.
 */
export function useStartConversation(target: StartTarget) {
  return useApiMutation({
    mutationFn: ({ body, fileIds }: SendInput) =>
      answer(
        api.POST("/conversations", {
          body: { ...target, body, fileIds: fileIds.length > 0 ? fileIds : undefined },
        }),
      ),
    changes: "conversations.message",
  });
}
