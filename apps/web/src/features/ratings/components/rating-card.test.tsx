// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { testRating } from "../test-rating.ts";
import { RatingCard } from "./rating-card.tsx";

describe("a rating card", () => {
  it("shows a moderator's Reported tab why the rating was reported", () => {
    renderWithProviders(
      <MemoryRouter>
        <RatingCard
          party="author"
          rating={testRating({
            flagged: true,
            reports: [{ reason: "false", details: "The pay was not as described.", createdAt: "2026-03-21T10:00:00Z" }],
          })}
        />
      </MemoryRouter>,
    );
    const reports = screen.getByRole("region", { name: "Reported once" });
    expect(within(reports).getByText("False or misleading")).toBeTruthy();
    expect(within(reports).getByText("“The pay was not as described.”")).toBeTruthy();
    expect(within(reports).getByText("on 21 Mar 2026")).toBeTruthy();
  });

  it("shows no reports where the API sends none (anyone but a moderator)", () => {
    renderWithProviders(
      <MemoryRouter>
        <RatingCard rating={testRating({ flagged: true })} />
      </MemoryRouter>,
    );
    expect(screen.getByText("Flagged")).toBeTruthy();
    expect(screen.queryByText(/^Reported/)).toBeNull();
  });
});
