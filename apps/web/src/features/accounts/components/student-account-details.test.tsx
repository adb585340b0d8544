// @vitest-environment happy-dom
import type { StudentAccount } from "@stint/shared/account";
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { StudentAccountSharing } from "./student-account-details.tsx";

const account: StudentAccount = {
  id: "s1",
  role: "student",
  emailAddress: "lena@example.com",
  name: "Lena Meier",
  address: null,
  university: null,
  fieldOfStudy: null,
  degreeLevel: null,
  expectedGraduation: null,
  phone: null,
  bio: null,
  links: { linkedin: null, github: null, portfolio: null },
  openToOffers: true,
  shareRatings: false,
  avatarFileId: null,
  avatarUrl: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("the student's visibility card", () => {
  it.each([
    [true, "Companies can invite you"],
    [false, "Hidden from companies"],
  ])("says what open to offers (%s) means and links to the one place it changes", (openToOffers, text) => {
    renderWithProviders(
      <MemoryRouter>
        <StudentAccountSharing account={{ ...account, openToOffers }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.getByRole("link", { name: "Change your visibility" }).getAttribute("href")).toBe(
      "/account/student/edit?focus=openToOffers",
    );
  });
});
