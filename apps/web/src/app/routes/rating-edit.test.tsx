// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testRating } from "../../features/ratings/test-rating.ts";
import { renderWithProviders } from "../../test/dom.tsx";
import { apiError, fakeApi, type FakeAnswer } from "../../test/fake-api.ts";
import { RatingEditRoute } from "./rating-edit.tsx";

afterEach(() => vi.unstubAllGlobals());

function renderEdit(answer: FakeAnswer) {
  fakeApi((request) => (request.path === "/ratings/rating-1" ? answer : [404, apiError("not-found", "Not found.")]));
  const router = createMemoryRouter(
    [
      { path: "/rating-edit/:id", element: <RatingEditRoute /> },
      { path: "/rating-detail/:id", element: <p>The rating</p> },
    ],
    { initialEntries: ["/rating-edit/rating-1"] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

describe("editing a rating", () => {
  it("says a revealed rating is final, with a link to it", async () => {
    renderEdit([200, testRating({ mine: true, editable: false, revealed: true, revealsAt: "2026-03-10T10:00:00Z" })]);
    expect(await screen.findByRole("heading", { name: "This rating can no longer be edited" })).toBeTruthy();
    expect(screen.getByText(/revealed to Acme Robotics on 10 Mar 2026 and is final now/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the rating" }).getAttribute("href")).toBe("/rating-detail/rating-1");
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("says someone else's rating is not theirs to edit", async () => {
    renderEdit([200, testRating({ mine: false, editable: false })]);
    expect(await screen.findByRole("heading", { name: "This rating is not yours" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the rating" })).toBeTruthy();
  });

  it("shows the form, filled in, while the author may still edit", async () => {
    renderEdit([200, testRating({ mine: true, editable: true, revealed: false, revealsAt: "2026-03-15T10:00:00Z" })]);
    expect(await screen.findByRole("heading", { name: "Edit your rating of Acme Robotics" })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("Great mentoring");
    const mentoring = screen.getByRole("group", { name: "Mentoring" });
    expect((mentoring.querySelector("input:checked") as HTMLInputElement).value).toBe("5");
  });

  it("shows the app's not-found state for a rating it may not see", async () => {
    renderEdit([404, apiError("not-found", "There is no such rating.")]);
    expect(await screen.findByRole("heading", { name: "Rating not found" })).toBeTruthy();
  });
});
