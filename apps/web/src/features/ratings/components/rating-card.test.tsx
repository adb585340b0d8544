// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { testRating } from "../test-rating.ts";
import { RatingCard } from "./rating-card.tsx";

describe("a rating card", () => {
  it("shows a flagged rating as flagged, never its reports", () => {
    renderWithProviders(
      <MemoryRouter>
        <RatingCard rating={testRating({ flagged: true })} />
      </MemoryRouter>,
    );
    expect(screen.getByText("Flagged")).toBeTruthy();
    expect(screen.queryByText(/^Reported/)).toBeNull();
  });
});
