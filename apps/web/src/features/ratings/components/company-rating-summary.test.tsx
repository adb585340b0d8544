// @vitest-environment happy-dom
import type { CompanyRatingSummary } from "@stint/shared/ratings";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { CompanyRatingSummaryCard, CompanyResponsivenessCard } from "./company-rating-summary.tsx";

const categories = (average: number | null): CompanyRatingSummary["categories"] => [
  { key: "mentoring", label: "Mentoring", average },
  { key: "learning", label: "Learning", average },
  { key: "environment", label: "Work environment", average },
  { key: "organisation", label: "Organisation", average },
  { key: "pay", label: "Fairness of pay", average },
];

describe("a company's ratings summary", () => {
  it("shows the average, the distribution, the categories and who would recommend it", () => {
    renderWithProviders(
      <CompanyRatingSummaryCard
        companyName="Acme"
        summary={{
          count: 4,
          average: 3.75,
          distribution: [0, 0, 1, 3, 0],
          categories: categories(4.2),
          recommendShare: 0.75,
        }}
      />,
    );
    expect(screen.getByRole("img", { name: "Average 3.8 of 5 stars" })).toBeTruthy();
    expect(screen.getByText("from 4 ratings")).toBeTruthy();
    const bars = screen.getByRole("list", { name: "Ratings per number of stars" });
    expect(within(bars).getByRole("listitem", { name: "4 stars: 3 ratings" })).toBeTruthy();
    expect(within(bars).getByRole("listitem", { name: "1 star: 0 ratings" })).toBeTruthy();
    expect(screen.getAllByRole("img", { name: "4.2 of 5 stars" })).toHaveLength(5);
    expect(screen.getByText("75% would recommend Acme")).toBeTruthy();
  });

  it("says there are not enough ratings under the minimum", () => {
    renderWithProviders(
      <CompanyRatingSummaryCard
        companyName="Acme"
        summary={{
          count: 2,
          average: null,
          distribution: [0, 0, 0, 1, 1],
          categories: categories(null),
          recommendShare: null,
        }}
      />,
    );
    expect(screen.getByText(/Not enough ratings yet\. 2 ratings so far; averages show from 3\./)).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("shows how quickly it answers applications", () => {
    renderWithProviders(
      <CompanyResponsivenessCard responsiveness={{ applications: 12, answeredShare: 0.5, medianDaysToAnswer: 2.5 }} />,
    );
    expect(screen.getByText("50%")).toBeTruthy();
    expect(screen.getByText("2.5 days")).toBeTruthy();
    expect(screen.getByText("From 12 applications in the last 12 months.")).toBeTruthy();
  });

  it("counts a single application in the singular", () => {
    renderWithProviders(
      <CompanyResponsivenessCard responsiveness={{ applications: 1, answeredShare: 1, medianDaysToAnswer: 1 }} />,
    );
    expect(screen.getByText("From 1 application in the last 12 months.")).toBeTruthy();
  });
});
