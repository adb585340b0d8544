// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { fakeApi } from "../../../test/fake-api.ts";
import { invalidFieldsWithoutRequiredMark } from "../../../test/required-marks.ts";
import { JobForm } from "./job-form.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("the job form", () => {
  it("marks as required every field that publishing refuses empty", async () => {
    const user = userEvent.setup();
    const requests = fakeApi(() => [500]);
    const router = createMemoryRouter([{ path: "/job-creation", element: <JobForm companyAddress={null} /> }], {
      initialEntries: ["/job-creation"],
    });
    renderWithProviders(<RouterProvider router={router} />);

    await user.click(screen.getByRole("button", { name: "Add a language" }));
    await user.clear(screen.getByRole("textbox", { name: /^Openings/ }));
    await user.click(screen.getByRole("button", { name: "Publish" }));

    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /^Job title/ }).getAttribute("aria-invalid")).toBe("true"),
    );
    // Title, type, openings, description, place, pay and a language at least.
    expect(document.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThanOrEqual(7);
    expect(invalidFieldsWithoutRequiredMark()).toEqual([]);
    expect(requests.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("says a negative pay is wrong, keeping it as typed, instead of turning -5 into 5", async () => {
    const user = userEvent.setup();
    fakeApi(() => [500]);
    const router = createMemoryRouter([{ path: "/job-creation", element: <JobForm companyAddress={null} /> }], {
      initialEntries: ["/job-creation"],
    });
    renderWithProviders(<RouterProvider router={router} />);

    const from = screen.getByRole("textbox", { name: /^From/ });
    await user.click(from);
    await user.keyboard("-5");
    await user.tab();

    expect((from as HTMLInputElement).value).toBe("-5");
    await waitFor(() => expect(screen.getByText("The amount cannot be negative.")).toBeTruthy());
  });
});
