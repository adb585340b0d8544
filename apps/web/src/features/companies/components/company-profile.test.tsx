// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { fakeApi } from "../../../test/fake-api.ts";
import { CompanyCard } from "./company-card.tsx";
import { CompanyAboutCard, CompanyProfileHeader } from "./company-profile.tsx";

afterEach(() => vi.unstubAllGlobals());

const company = {
  id: "c1",
  name: "Helvetia Robotics",
  address: null,
  website: null,
  industry: "Robotics",
  sizeBand: null,
  description: "We build **warehouse robots**.\n\n- 10 interns a year\n- <script>alert(1)</script>",
  logoUrl: null,
  verified: false,
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("the company's About card", () => {
  it("renders its Markdown safely instead of showing the raw text", () => {
    renderWithProviders(
      <MemoryRouter>
        <CompanyAboutCard company={company} own={false} />
      </MemoryRouter>,
    );
    const about = screen.getByRole("region", { name: "About Helvetia Robotics" });
    expect(about.querySelector("strong")?.textContent).toBe("warehouse robots");
    expect(about.querySelectorAll("li")).toHaveLength(2);
    expect(about.textContent).not.toContain("**");
    expect(about.querySelector("script")).toBeNull();
  });
});

const ratings = {
  count: 12,
  average: 4.25,
  distribution: [0, 0, 1, 6, 5],
  categories: [],
  recommendShare: 0.9,
};

describe("the company's rating average", () => {
  it("is in its page's header", () => {
    renderWithProviders(
      <MemoryRouter>
        <CompanyProfileHeader company={company} ratings={ratings} own={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("img", { name: "Rated 4.3 of 5 from 12 ratings" })).toBeTruthy();
  });

  it("is on the company card of a job page", async () => {
    fakeApi((request) =>
      request.path === "/companies/c1"
        ? [
            200,
            {
              company,
              openJobs: [],
              counts: { openJobs: 0, totalJobsPosted: 1 },
              ratings,
              responsiveness: { applications: 0, answeredShare: null, medianDaysToAnswer: null },
            },
          ]
        : [404],
    );
    renderWithProviders(
      <MemoryRouter>
        <CompanyCard company={{ id: "c1", name: company.name, address: null, logoUrl: null, verified: false }} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole("img", { name: "Rated 4.3 of 5 from 12 ratings" })).toBeTruthy();
  });
});
