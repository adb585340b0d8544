// @vitest-environment happy-dom
import type { ModeratedMessageReport } from "@stint/shared/moderation";
import type { Rating } from "@stint/shared/ratings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { fakeApi, type FakeRequest } from "../../../test/fake-api.ts";
import { ModerationQueue, type ModerationTab } from "./moderation-queue.tsx";

afterEach(() => vi.unstubAllGlobals());

const rating: Rating = {
  id: "rating-1",
  matchId: "match-1",
  direction: "student-to-company",
  job: { id: "job-1", title: "Robotics Intern" },
  company: { id: "company-1", name: "Acme Robotics", pictureUrl: null },
  student: null,
  overall: 1,
  categories: {},
  title: "Terrible people",
  text: "Names and insults, nothing about the work.",
  wouldRecommend: false,
  signed: false,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  revealsAt: "2026-03-10T10:00:00.000Z",
  revealed: true,
  mine: false,
  editable: false,
  canRespond: false,
  canReport: false,
  reportedByMe: false,
  flagged: true,
  hidden: null,
  reports: [
    { reason: "personal-data", details: "It names my <b>colleague</b>.", createdAt: "2026-03-21T10:00:00Z" },
    { reason: "spam", details: null, createdAt: "2026-03-20T10:00:00Z" },
  ],
  response: null,
};

const message = (id: string, body: string, reported = false) => ({
  id,
  body,
  sentAt: "2026-11-28T09:00:00Z",
  senderName: reported ? "Closing Robotics" : "Lio Brunner",
  reported,
});

const report: ModeratedMessageReport = {
  id: "r-1",
  reason: "scam",
  details: "Asks for money.",
  createdAt: "2026-11-28T10:00:00Z",
  resolvedAt: null,
  reporterName: "Lio Brunner",
  message: {
    id: "m-2",
    body: "Pay at https://scam.example/now",
    sentAt: "2026-11-28T09:00:00Z",
    senderName: "Closing Robotics",
  },
  context: [message("m-1", "When do I start?"), message("m-2", "Pay at https://scam.example/now", true)],
};

/** The queue answered by a fake API whose lists empty once something was decided. */
function renderQueue(initialTab: ModerationTab = "ratings") {
  let decided = false;
  const requests = fakeApi((request: FakeRequest) => {
    if (request.method === "POST") {
      decided = true;
      return [200, request.path.includes("/messages/") ? { ...report, resolvedAt: "2026-11-28T11:00:00Z" } : rating];
    }
    if (request.path === "/admin/moderation/ratings") {
      return [200, { items: decided ? [] : [rating], total: decided ? 0 : 1, nextCursor: null }];
    }
    return [200, { items: decided ? [] : [report], total: decided ? 0 : 1 }];
  });
  function Harness() {
    const [tab, setTab] = useState<ModerationTab>(initialTab);
    return <ModerationQueue tab={tab} onTab={setTab} />;
  }
  renderWithProviders(<Harness />, { overlays: true });
  return requests;
}

describe("the moderation queue", () => {
  it("counts what waits on each tab and shows a rating with its words and why it was reported", async () => {
    renderQueue();
    expect(await screen.findByRole("tab", { name: /Ratings\s*1 waits/ })).toBeTruthy();
    expect(await screen.findByRole("tab", { name: /Messages\s*1 waits/ })).toBeTruthy();
    const card = await screen.findByRole("article", { name: "Terrible people" });
    expect(within(card).getByText("An anonymous student about Acme Robotics")).toBeTruthy();
    expect(within(card).getByText("Names and insults, nothing about the work.")).toBeTruthy();
    const reports = within(card).getByRole("region", { name: "Reported 2 times" });
    expect(within(reports).getByText("Shares personal data")).toBeTruthy();
    expect(within(reports).getByText("“It names my <b>colleague</b>.”")).toBeTruthy();
  });

  it("hides a rating only with a public reason, in one form, and the rating leaves the queue", async () => {
    const user = userEvent.setup();
    const requests = renderQueue();
    const card = await screen.findByRole("article", { name: "Terrible people" });
    await user.click(within(card).getByRole("button", { name: "Decide" }));
    const dialog = await screen.findByRole("dialog", { name: "Decide on this rating" });
    expect(within(dialog).getByRole("radio", { name: /Hide it/ })).toHaveProperty("checked", true);
    await user.click(within(dialog).getByRole("button", { name: "Save the decision" }));
    expect(await within(dialog).findByText("Say publicly why the rating is hidden.")).toBeTruthy();
    await user.click(within(dialog).getByRole("textbox", { name: /Public reason/ }));
    await user.paste("Insults instead of an account of the placement.");
    await user.click(within(dialog).getByRole("button", { name: "Save the decision" }));
    await waitFor(() => expect(screen.getByText("No rating waits for a decision.")).toBeTruthy());
    expect(requests.find((request) => request.method === "POST")).toMatchObject({
      path: "/admin/moderation/ratings/rating-1",
      body: { action: "hide", reason: "Insults instead of an account of the placement." },
    });
  });

  it("keeps a rating without a reason", async () => {
    const user = userEvent.setup();
    const requests = renderQueue();
    const card = await screen.findByRole("article", { name: "Terrible people" });
    await user.click(within(card).getByRole("button", { name: "Decide" }));
    const dialog = await screen.findByRole("dialog", { name: "Decide on this rating" });
    await user.click(within(dialog).getByRole("radio", { name: /Keep it/ }));
    expect(within(dialog).getByRole("textbox", { name: /Note for the audit log/ })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Save the decision" }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === "POST")).toMatchObject({
        body: { action: "keep", reason: null },
      }),
    );
  });

  it("shows a reported message in its conversation, links as plain text, and dismisses the report with a note", async () => {
    const user = userEvent.setup();
    const requests = renderQueue("messages");
    const card = await screen.findByRole("article", { name: "A scam or a request for money" });
    expect(card.textContent).toContain("Reported by Lio Brunner");
    expect(card.textContent).toContain("“Asks for money.”");
    const context = within(card).getByRole("region", { name: "The conversation around it" });
    const lines = within(context).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining("When do I start?"),
      expect.stringMatching(/Reported message.*Pay at https:\/\/scam\.example\/now/),
    ]);
    expect(within(card).queryByRole("link")).toBeNull();
    await user.click(within(card).getByRole("button", { name: "Dismiss the report" }));
    const dialog = await screen.findByRole("dialog", { name: "Dismiss this report" });
    await user.click(within(dialog).getByRole("textbox", { name: /Note for the audit log/ }));
    await user.paste("A refund link they agreed on.");
    await user.click(within(dialog).getByRole("button", { name: "Dismiss the report" }));
    await waitFor(() => expect(screen.getByText("No message waits for a decision.")).toBeTruthy());
    expect(requests.find((request) => request.method === "POST")).toMatchObject({
      path: "/admin/moderation/messages/r-1/dismiss",
      body: { note: "A refund link they agreed on." },
    });
  });

  it("has no violation axe can see without a browser's layout (names, roles, labels), on either tab", async () => {
    const user = userEvent.setup();
    renderQueue();
    await screen.findByRole("article", { name: "Terrible people" });
    await user.click(screen.getByRole("button", { name: "Decide" }));
    await screen.findByRole("dialog", { name: "Decide on this rating" });
    // Contrast needs real rendering (the e2e's axe runs measure it); the landmarks around are the app shell's.
    const options: axe.RunOptions = {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
      resultTypes: ["violations"],
    };
    expect((await axe.run(document.body, options)).violations.map((violation) => violation.id)).toEqual([]);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("tab", { name: /Messages/ }));
    await screen.findByRole("article", { name: "A scam or a request for money" });
    expect((await axe.run(document.body, options)).violations.map((violation) => violation.id)).toEqual([]);
  });
});
