// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { EMAIL_CONFIRMATION_LINK_ERRORS } from "@stint/shared/email-confirmation";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EmailConfirmationBanner } from "../../features/accounts/components/email-confirmation-banner.tsx";
import { renderWithProviders } from "../../test/dom.tsx";
import { apiError, fakeApi, type FakeAnswer } from "../../test/fake-api.ts";
import { ConfirmAccountRoute } from "./confirm-account.tsx";

afterEach(() => vi.unstubAllGlobals());

function openLink(url: string, answer: FakeAnswer) {
  const requests = fakeApi((request) =>
    request.path === "/email-confirmation/confirm" ? answer : [401, apiError("unauthenticated", "Please sign in.")],
  );
  const router = createMemoryRouter([{ path: "/confirm-account", element: <ConfirmAccountRoute /> }], {
    initialEntries: [url],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return requests;
}

describe("the mailed confirmation link", () => {
  it("confirms once with the link's token and says so", async () => {
    const requests = openLink("/confirm-account?token=abc", [200, { emailAddress: "mara@example.com" }]);
    expect(await screen.findByRole("heading", { name: "Your email is confirmed" })).toBeTruthy();
    expect(screen.getByText(/You can now apply, invite and rate/)).toBeTruthy();
    const confirms = requests.filter((request) => request.path === "/email-confirmation/confirm");
    expect(confirms).toEqual([expect.objectContaining({ method: "POST", body: { token: "abc" } })]);
  });

  it("says an expired link has expired and how to get a new one", async () => {
    openLink("/confirm-account?token=old", [410, apiError(EMAIL_CONFIRMATION_LINK_ERRORS.expired, "Expired.")]);
    expect(await screen.findByRole("heading", { name: "This link has expired" })).toBeTruthy();
    expect(screen.getByText(/Send the link again/)).toBeTruthy();
  });

  it("says a used or unknown link does not work", async () => {
    openLink("/confirm-account?token=used", [404, apiError(EMAIL_CONFIRMATION_LINK_ERRORS.unknown, "Unknown.")]);
    expect(await screen.findByRole("heading", { name: "This link does not work" })).toBeTruthy();
  });

  it("asks for the whole link when it has no token, without asking the server", () => {
    const requests = openLink("/confirm-account", [200, {}]);
    expect(screen.getByRole("heading", { name: "This link is incomplete" })).toBeTruthy();
    expect(requests.filter((request) => request.path === "/email-confirmation/confirm")).toEqual([]);
  });
});

describe("the confirm-your-email banner", () => {
  it("says what waits for the link and mails it again", async () => {
    const requests = fakeApi((request) =>
      request.path === "/me/email-confirmation"
        ? [202, { sentTo: "mara@example.com", expiresAt: "2026-12-03T10:00:00Z" }]
        : [404, apiError("not-found", "Not found.")],
    );
    renderWithProviders(<EmailConfirmationBanner email="mara@example.com" />);
    expect(screen.getByRole("region", { name: "Confirm your email to apply" }).textContent).toMatch(
      /We mailed a link to mara@example.com.*not apply, invite/,
    );
    fireEvent.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText(/Sent to mara@example.com/)).toBeTruthy();
    expect(requests).toEqual([expect.objectContaining({ method: "POST", path: "/me/email-confirmation" })]);
  });

  it("shows the server's refusal beside the button", async () => {
    fakeApi(() => [429, apiError("rate-limited", "Too many confirmation mails asked for. Try again in 40 minutes.")]);
    renderWithProviders(<EmailConfirmationBanner email="mara@example.com" />);
    fireEvent.click(screen.getByRole("button", { name: "Send the link again" }));
    // The client words a 429 itself.
    expect(await screen.findByText(/try again in/i)).toBeTruthy();
  });
});
