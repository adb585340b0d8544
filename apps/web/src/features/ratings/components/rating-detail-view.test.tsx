// @vitest-environment happy-dom
import type { Rating } from "@stint/shared/ratings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { apiError, fakeApi, type FakeAnswer, type FakeRequest } from "../../../test/fake-api.ts";
import { testRating } from "../test-rating.ts";
import { RatingDetailView } from "./rating-detail-view.tsx";

afterEach(() => vi.unstubAllGlobals());

function renderDetail(rating: Rating, options: { answer?: (request: FakeRequest) => FakeAnswer } = {}) {
  const requests = fakeApi(options.answer ?? (() => [404, apiError("not-found", "Not found.")]));
  const onDeleted = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <RatingDetailView rating={rating} onDeleted={onDeleted} />
    </MemoryRouter>,
    { overlays: true },
  );
  return { requests, onDeleted };
}

describe("a rating's page", () => {
  it("shows the stars per category, the author and what it is about", () => {
    renderDetail(testRating());
    expect(screen.getByRole("heading", { level: 1, name: "Great mentoring" })).toBeTruthy();
    expect(screen.getAllByRole("img", { name: "4 of 5 stars" }).length).toBeGreaterThan(0);
    const table = screen.getByRole("table", { name: "Stars per category" });
    const pay = within(table).getByRole("row", { name: /Fairness of pay/ });
    expect(within(pay).getByRole("img", { name: "2 of 5 stars" })).toBeTruthy();
    expect(screen.getByText(/Noa Keller would recommend Acme Robotics/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Robotics Intern" })).toBeTruthy();
  });

  it("names an unsigned student rating's author as an anonymous student", () => {
    renderDetail(testRating({ student: null, signed: false }));
    expect(screen.getByText(/Anonymous student would recommend Acme Robotics/)).toBeTruthy();
  });

  it("lets its author edit and delete it while hidden, after a confirmation", async () => {
    const user = userEvent.setup();
    const { requests, onDeleted } = renderDetail(
      testRating({ mine: true, editable: true, revealed: false, canReport: false, revealsAt: "2026-03-15T10:00:00Z" }),
      { answer: () => [204] },
    );
    expect(screen.getByText("Hidden from Acme Robotics until 15 Mar 2026")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe("/rating-edit/rating-1");
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your rating?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete the rating" }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(requests.find((request) => request.method === "DELETE")?.path).toBe("/ratings/rating-1");
  });

  it("offers neither edit nor delete once revealed", () => {
    renderDetail(testRating({ mine: true, editable: false, revealed: true, canReport: false }));
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.getByText("Visible to Acme Robotics")).toBeTruthy();
  });

  it("reports it with a reason and details", async () => {
    const user = userEvent.setup();
    const { requests } = renderDetail(testRating(), { answer: () => [201, {}] });
    await user.click(screen.getByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this rating" });
    await user.click(within(dialog).getByRole("button", { name: "Send the report" }));
    expect(await within(dialog).findByText("Choose a reason.")).toBeTruthy();
    await user.click(within(dialog).getByRole("radio", { name: "False or misleading" }));
    await user.click(within(dialog).getByRole("textbox", { name: "Details" }));
    await user.paste("The pay was fair.");
    await user.click(within(dialog).getByRole("button", { name: "Send the report" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.find((request) => request.method === "POST")).toMatchObject({
      path: "/ratings/rating-1/reports",
      body: { reason: "false", details: "The pay was fair." },
    });
  });

  it("says it was reported by the viewer instead of offering to report again", () => {
    renderDetail(testRating({ reportedByMe: true, flagged: true }));
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
    expect(screen.getByText("You reported this rating. A moderator will review it.")).toBeTruthy();
    expect(screen.getByText("Flagged")).toBeTruthy();
  });

  it("lets the rated company write a public response", async () => {
    const user = userEvent.setup();
    const rating = testRating({ canRespond: true, canReport: false });
    const { requests } = renderDetail(rating, {
      answer: (request) =>
        request.method === "PUT"
          ? [
              200,
              {
                ...rating,
                response: { text: "Thank you!", createdAt: rating.createdAt, updatedAt: rating.createdAt },
              },
            ]
          : [404],
    });
    await user.click(screen.getByRole("button", { name: "Write a response" }));
    await user.click(screen.getByRole("button", { name: "Publish the response" }));
    expect(await screen.findByText("Enter your response.")).toBeTruthy();
    await user.click(screen.getByRole("textbox", { name: "Your public response" }));
    await user.paste("Thank you!");
    await user.click(screen.getByRole("button", { name: "Publish the response" }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === "PUT")).toMatchObject({
        path: "/ratings/rating-1/response",
        body: { text: "Thank you!" },
      }),
    );
  });

  it("shows a response with edit and delete for the company only", () => {
    const response = {
      text: "Thank you for the kind words.",
      createdAt: "2026-03-12T10:00:00Z",
      updatedAt: "2026-03-12T10:00:00Z",
    };
    renderDetail(testRating({ response, canRespond: false }));
    expect(screen.getByRole("heading", { name: "Response from Acme Robotics" })).toBeTruthy();
    expect(screen.getByText("Thank you for the kind words.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit the response" })).toBeNull();
  });

  it("gives no moderation on the rating's page (the console has it), and shows a hidden rating's public reason instead of its text", () => {
    renderDetail(
      testRating({
        flagged: true,
        hidden: { reason: "Personal data", at: "2026-03-20T10:00:00Z" },
        title: "",
        text: "",
      }),
    );
    expect(screen.queryByRole("button", { name: "Keep" })).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Hidden rating" })).toBeTruthy();
    expect(screen.getByText("Reason: Personal data")).toBeTruthy();
  });
});
