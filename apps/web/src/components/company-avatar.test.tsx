// @vitest-environment happy-dom
import type { Account } from "@stint/shared/account";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/dom.tsx";
import { AccountAvatar } from "./account-avatar.tsx";
import { CompanyAvatar } from "./company-avatar.tsx";
import { companyColor } from "./company-color.ts";

/** The Mantine colour an avatar's initials are drawn in, from its CSS variables. */
function colourOf(container: HTMLElement) {
  const style = container.querySelector<HTMLElement>(".mantine-Avatar-root")?.getAttribute("style") ?? "";
  return /--avatar-color:\s*var\(--mantine-color-([a-z]+)-/.exec(style)?.[1];
}

const company = { id: "6f1c2d3e-0000-4000-8000-000000000001", name: "Nordlicht Energy", logoUrl: null };
const account = { id: company.id, role: "company", name: company.name, logoUrl: null } as unknown as Account;

describe("a company's initials badge", () => {
  it("has one colour on a job card, in the header, on the dashboard and on the account screen", () => {
    const colours = [
      <CompanyAvatar key="card" company={company} size={48} />,
      // The header, the dashboard and the account screen ask for colours of their own.
      <AccountAvatar key="header" account={account} name={company.name} color="stint" />,
      <AccountAvatar key="account" account={account} name={company.name} color="orange" />,
    ].map((badge) => colourOf(renderWithProviders(badge).container));
    expect(colours[0]).toBe(companyColor(company.name));
    expect(colours).toEqual([colours[0], colours[0], colours[0]]);
  });

  it("tells companies apart, and keeps a student's avatar in the colour asked for", () => {
    const names = ["Nordlicht Energy", "Helvetia Robotics", "Pixelhaus Studio", "Alpenbank", "Lumen Health"];
    expect(new Set(names.map(companyColor)).size).toBeGreaterThan(2);
    const student = { id: "s-1", role: "student", name: "Lena Meier", avatarUrl: null } as unknown as Account;
    expect(
      colourOf(renderWithProviders(<AccountAvatar account={student} name="Lena Meier" color="grape" />).container),
    ).toBe("grape");
  });
});
