// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { fakeApi } from "../../../test/fake-api.ts";
import { MessageReportList } from "./message-report-list.tsx";

afterEach(() => vi.unstubAllGlobals());

const report = {
  id: "r-1",
  reason: "spam",
  details: "35 messages in a row.",
  createdAt: "2026-11-28T10:00:00Z",
  resolvedAt: null,
  reporterName: "Lio Brunner",
  message: {
    id: "m-1",
    body: "Buy now at https://spam.example/deal",
    sentAt: "2026-11-28T09:00:00Z",
    senderName: "Closing Robotics",
  },
};

describe("the moderators' reported messages", () => {
  it("shows why, who reported it and the message with its links, and resolves it", async () => {
    const user = userEvent.setup();
    let resolved = false;
    const requests = fakeApi((request) => {
      if (request.method === "POST") {
        resolved = true;
        return [200, { ...report, resolvedAt: "2026-11-28T11:00:00Z" }];
      }
      return [200, { items: resolved ? [] : [report] }];
    });
    renderWithProviders(<MessageReportList />);
    const card = await screen.findByRole("article", { name: "Spam or advertising" });
    expect(card.textContent).toContain("Reported by Lio Brunner");
    expect(card.textContent).toContain("35 messages in a row.");
    expect(within(card).getByRole("link", { name: "https://spam.example/deal" }).getAttribute("rel")).toBe(
      "noopener noreferrer nofollow",
    );
    await user.click(within(card).getByRole("button", { name: "Mark resolved" }));
    await waitFor(() => expect(screen.getByText("No message waits for a moderator's review.")).toBeTruthy());
    expect(requests.find((request) => request.method === "POST")?.path).toBe("/message-reports/r-1/resolve");
  });
});
