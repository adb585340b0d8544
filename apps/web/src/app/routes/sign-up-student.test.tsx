// @vitest-environment happy-dom
import { EMAIL_TAKEN_MESSAGE } from "@stint/shared/account";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignUpStudentRoute } from "./sign-up-student.tsx";
import { renderWithProviders } from "../../test/dom.tsx";
import { apiError, fakeApi } from "../../test/fake-api.ts";

afterEach(() => vi.unstubAllGlobals());

describe("the sign-up page", () => {
  it("offers links to sign in and to reset the password when the address has an account", async () => {
    const user = userEvent.setup();
    fakeApi((request) =>
      request.method === "POST"
        ? [409, apiError("conflict", EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE })]
        : [401, apiError("unauthorized", "Sign in first.")],
    );
    const router = createMemoryRouter([{ path: "/sign-up/student", element: <SignUpStudentRoute /> }], {
      initialEntries: ["/sign-up/student"],
    });
    renderWithProviders(<RouterProvider router={router} />);

    await user.click(screen.getByRole("textbox", { name: /^Full name/ }));
    await user.paste("Lena Meier");
    await user.click(screen.getByRole("textbox", { name: /^Email/ }));
    await user.paste("Lena@Example.com");
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste("a long enough password 42");
    await user.click(screen.getByRole("button", { name: "Create student account" }));

    const email = screen.getByRole("textbox", { name: /^Email/ });
    await vi.waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    const signInLinks = screen.getAllByRole("link", { name: "Sign in" }).map((link) => link.getAttribute("href"));
    expect(signInLinks).toContain("/login?email=lena%40example.com");
    expect(screen.getByRole("link", { name: "reset your password" }).getAttribute("href")).toBe(
      "/forget-password?email=lena%40example.com",
    );
  });
});
