import type { LiveEvent } from "@stint/shared/live-events";
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyChange } from "../change-effects.ts";
import { applicationKeys, conversationKeys, interviewKeys, notificationKeys } from "../query-keys.ts";
import { changeForLiveEvent } from "./live-changes.ts";

const SCREENS: Record<string, QueryKey> = {
  inbox: [...conversationKeys.all, "list", { q: "" }],
  conversationUnread: [...conversationKeys.all, "unread-count"],
  thread: [...conversationKeys.all, "detail", "c-1", "messages"],
  interviews: [...interviewKeys.all, "upcoming"],
  applicationInterviews: [...interviewKeys.all, "application", "a-1"],
  applicationDetail: applicationKeys.detail("a-1"),
  notificationUnread: notificationKeys.unreadCount,
  notificationList: [...notificationKeys.lists, { unread: false }],
};

/** The screens a live event sends to be read again, once applied as the channel applies it. */
async function refreshedBy(event: LiveEvent) {
  const queryClient = new QueryClient();
  for (const key of Object.values(SCREENS)) queryClient.setQueryData(key, { seeded: true });
  await applyChange(queryClient, changeForLiveEvent(event));
  return Object.entries(SCREENS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe("what each live event refreshes", () => {
  it("maps each kind to its change", () => {
    expect(changeForLiveEvent({ kind: "message", conversationId: "c", messageId: "m" })).toBe("conversations.message");
    expect(changeForLiveEvent({ kind: "conversation", conversationId: "c" })).toBe("conversations.changed");
    expect(changeForLiveEvent({ kind: "notification", notificationId: "n" })).toBe("notifications.arrived");
    expect(changeForLiveEvent({ kind: "notifications-read" })).toBe("notifications.read");
    expect(changeForLiveEvent({ kind: "interview", interviewId: "i", applicationId: "a" })).toBe("interviews.changed");
  });

  it("a message or a conversation change: every conversation query, the header's count among them", async () => {
    for (const event of [
      { kind: "message", conversationId: "c-1", messageId: "m-1" },
      { kind: "conversation", conversationId: "c-1" },
    ] as const) {
      expect(await refreshedBy(event)).toEqual(["inbox", "conversationUnread", "thread"]);
    }
  });

  it("an interview: the interviews and the applications (picking one moves its application)", async () => {
    expect(await refreshedBy({ kind: "interview", interviewId: "i-1", applicationId: "a-1" })).toEqual([
      "interviews",
      "applicationInterviews",
      "applicationDetail",
    ]);
  });

  it("a notification: the bell's count and the lists; read marks: the count and the lists", async () => {
    expect(await refreshedBy({ kind: "notification", notificationId: "n-1" })).toEqual(
      expect.arrayContaining(["notificationUnread", "notificationList", "applicationDetail"]),
    );
    expect(await refreshedBy({ kind: "notifications-read" })).toEqual(["notificationUnread", "notificationList"]);
  });
});
