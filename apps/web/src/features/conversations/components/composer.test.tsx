// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { apiError, fakeApi, type FakeAnswer } from "../../../test/fake-api.ts";
import { useSendMessage } from "../api/conversation-mutations.ts";
import { readDraft } from "../drafts.ts";
import { Composer } from "./composer.tsx";

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => window.sessionStorage.clear());

function ConversationComposer() {
  const send = useSendMessage("conv-1");
  return <Composer draftKey="conv-1" recipient="Noa Keller" send={send} />;
}

const sent = {
  id: "m-1",
  conversationId: "conv-1",
  fromMe: true,
  senderName: "Helvetia Robotics",
  body: "Hello",
  sentAt: "2026-11-28T10:00:00.000Z",
  seen: false,
  attachments: [],
};

function renderComposer(answers: FakeAnswer[]) {
  const requests = fakeApi(() => answers.shift() ?? [500]);
  renderWithProviders(<ConversationComposer />);
  return { requests, box: screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement };
}

describe("the message box", () => {
  it("sends with Enter, starts a new line with Shift+Enter, and empties itself and its draft once sent", async () => {
    const user = userEvent.setup();
    const { requests, box } = renderComposer([[201, sent]]);
    await user.type(box, "Hello{Shift>}{Enter}{/Shift}Noa");
    expect(box.value).toBe("Hello\nNoa");
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);
    expect(readDraft("conv-1")).toBe("Hello\nNoa");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(box.value).toBe(""));
    expect(requests.find((request) => request.method === "POST")).toMatchObject({
      path: "/conversations/conv-1/messages",
      body: { body: "Hello\nNoa" },
    });
    expect(readDraft("conv-1")).toBe("");
  });

  it("keeps what was typed when sending fails, and says so", async () => {
    const user = userEvent.setup();
    const { box } = renderComposer([[503, apiError("database-unavailable", "Stint is busy.")]]);
    await user.type(box, "Do not lose me{Enter}");
    expect(await screen.findByText("Your message was not sent")).toBeTruthy();
    expect(box.value).toBe("Do not lose me");
    expect(readDraft("conv-1")).toBe("Do not lose me");
  });

  it("starts from the draft kept for the conversation", () => {
    window.sessionStorage.setItem("stint.message-draft.conv-1", "Half a thought");
    const { box } = renderComposer([]);
    expect(box.value).toBe("Half a thought");
  });

  it("sends nothing blank", async () => {
    const user = userEvent.setup();
    const { requests, box } = renderComposer([]);
    await user.type(box, "   {Enter}");
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Send" })).toHaveProperty("disabled", true);
  });
});

describe("attaching files", () => {
  it("offers the user's own files and sends the chosen ones with the message", async () => {
    const user = userEvent.setup();
    const file = {
      id: "11111111-1111-4111-8111-111111111111",
      purpose: "cv",
      name: "noa-keller-cv.pdf",
      size: 120_000,
      contentType: "application/pdf",
      url: "/api/files/1",
      createdAt: "2026-11-20T10:00:00Z",
      removesAt: null,
    };
    const requests = fakeApi((request) =>
      request.method === "GET"
        ? [200, { items: [file], usedBytes: 120_000, quotaBytes: 100 * 1024 * 1024 }]
        : [201, sent],
    );
    renderWithProviders(<ConversationComposer />);
    await user.click(screen.getByRole("button", { name: "Attach files" }));
    const dialog = await screen.findByRole("dialog", { name: "Attach your files" });
    await user.click(await within(dialog).findByRole("checkbox", { name: /noa-keller-cv\.pdf/ }));
    await user.click(within(dialog).getByRole("button", { name: "Attach" }));
    expect(screen.getByRole("list", { name: "Files to send" }).textContent).toContain("noa-keller-cv.pdf");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "My CV{Enter}");
    await waitFor(() =>
      expect(requests.find((request) => request.method === "POST")).toMatchObject({
        body: { body: "My CV", fileIds: [file.id] },
      }),
    );
  });
});
