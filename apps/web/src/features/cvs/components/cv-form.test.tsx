// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { fakeApi } from "../../../test/fake-api.ts";
import { invalidFieldsWithoutRequiredMark } from "../../../test/required-marks.ts";
import { CvForm } from "./cv-form.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("the CV form", () => {
  it("marks as required every field it refuses to save empty", async () => {
    const user = userEvent.setup();
    const requests = fakeApi(() => [500]);
    const router = createMemoryRouter([{ path: "/cv-creation", element: <CvForm first /> }], {
      initialEntries: ["/cv-creation"],
    });
    renderWithProviders(<RouterProvider router={router} />);

    await user.click(screen.getByRole("button", { name: "Add education" }));
    await user.click(screen.getByRole("button", { name: "Add experience" }));
    await user.click(screen.getByRole("button", { name: "Add a language" }));
    await user.clear(screen.getByRole("textbox", { name: "Distance (km)" }));
    await user.click(screen.getByRole("button", { name: "Save CV" }));

    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /^CV title/ }).getAttribute("aria-invalid")).toBe("true"),
    );
    const invalid = document.querySelectorAll('[aria-invalid="true"]');
    // Title, distance, a school's four fields and its two months, an experience's two and its months, a language.
    expect(invalid.length).toBeGreaterThanOrEqual(12);
    expect(invalidFieldsWithoutRequiredMark()).toEqual([]);
    expect(requests.filter((request) => request.method !== "GET")).toEqual([]);
  });
});
