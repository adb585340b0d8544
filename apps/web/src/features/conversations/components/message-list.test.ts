import type { Message } from "@stint/shared/conversations";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/create-i18n.ts";
import german from "../../../i18n/locales/de/conversations.json";
import { testI18n } from "../../../test/i18n-setup.ts";
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

const t = testI18n.t;
const de = createI18n({ language: "de", localeOf: () => "de-DE", resources: { de: { conversations: german } } }).t;

describe("the inbox and header texts", () => {
  it("names one job, or the first and how many more", () => {
    expect(jobsLine(t, [])).toBeNull();
    expect(jobsLine(t, [{ title: "Intern" }])).toBe("Intern");
    expect(jobsLine(t, [{ title: "Intern" }, { title: "Working student" }, { title: "Thesis" }])).toBe(
      "Intern +2 more",
    );
  });

  it("announces the unread conversations", () => {
    expect(messagesLinkLabel(t, 0)).toBe("Messages");
    expect(messagesLinkLabel(t, 1)).toBe("Messages, 1 unread conversation");
    expect(messagesLinkLabel(t, 3)).toBe("Messages, 3 unread conversations");
  });

  it("says them in German too", () => {
    expect(messagesLinkLabel(de, undefined)).toBe("Nachrichten");
    expect(messagesLinkLabel(de, 1)).toBe("Nachrichten, 1 ungelesene Unterhaltung");
    expect(messagesLinkLabel(de, 1200)).toBe("Nachrichten, 1.200 ungelesene Unterhaltungen");
    expect(jobsLine(de, [{ title: "Praktikum" }, { title: "Werkstudent" }])).toBe("Praktikum +1 weitere");
  });
});
