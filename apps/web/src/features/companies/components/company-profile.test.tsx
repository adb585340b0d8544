// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { CompanyAboutCard } from "./company-profile.tsx";

const company = {
  id: "c1",
  name: "Helvetia Robotics",
  address: null,
  website: null,
  industry: "Robotics",
  sizeBand: null,
  description: "We build **warehouse robots**.\n\n- 10 interns a year\n- <script>alert(1)</script>",
  logoUrl: null,
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
