import type { Message } from "@stint/shared/conversations";
import { describe, expect, it } from "vitest";
import { messagesOldestFirst } from "../api/list-messages.ts";
import { jobsLine } from "./conversation-row.tsx";
import { lastSeenId } from "./message-list.tsx";
import { messagesLinkLabel } from "./messages-link.tsx";

const message = (id: string, fromMe: boolean, seen: boolean): Message => ({
  id,
  conversationId: "c",
  fromMe,
  senderName: fromMe ? "Me" : "Them",
  body: id,
  sentAt: "2026-11-28T10:00:00Z",
  seen,
  attachments: [],
});

describe("the message list", () => {
  it("puts Seen under the newest of my messages the other side has read", () => {
    const messages = [message("a", true, true), message("b", true, true), message("c", false, false)];
    expect(lastSeenId(messages)).toBe("b");
    expect(lastSeenId([...messages, message("d", true, false)])).toBe("b");
    expect(lastSeenId([message("a", true, false), message("b", false, false)])).toBeNull();
  });

  it("lays the pages (newest first, each oldest first) out oldest first", () => {
    const pages = [{ items: ["c", "d"] }, { items: ["a", "b"] }];
    expect(messagesOldestFirst(pages)).toEqual(["a", "b", "c", "d"]);
    expect(messagesOldestFirst(undefined)).toEqual([]);
  });
});

describe("the inbox and header texts", () => {
  it("names one job, or the first and how many more", () => {
    expect(jobsLine([])).toBeNull();
    expect(jobsLine([{ title: "Intern" }])).toBe("Intern");
    expect(jobsLine([{ title: "Intern" }, { title: "Working student" }, { title: "Thesis" }])).toBe("Intern +2 more");
  });

  it("announces the unread conversations", () => {
    expect(messagesLinkLabel(0)).toBe("Messages");
    expect(messagesLinkLabel(1)).toBe("Messages, 1 unread conversation");
    expect(messagesLinkLabel(3)).toBe("Messages, 3 unread conversations");
  });
});
