// @vitest-environment happy-dom
import type { CvImportDraft } from "@stint/shared/cv-import";
import type { OwnFile } from "@stint/shared/files";
import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { apiError, fakeApi } from "../../../test/fake-api.ts";
import { CvForm } from "./cv-form.tsx";

afterEach(() => vi.unstubAllGlobals());

const stored: OwnFile = {
  id: "8f14e45f-ceea-4e7a-9a6e-0f9d1c2b3a4d",
  purpose: "cv",
  name: "nina-cv.pdf",
  size: 2048,
  contentType: "application/pdf",
  url: "/api/files/8f14e45f-ceea-4e7a-9a6e-0f9d1c2b3a4d",
  createdAt: "2026-01-01T00:00:00.000Z",
  removesAt: null,
};

const draft: CvImportDraft = {
  summary: "",
  education: [
    { school: "ETH Zürich", degreeLevel: "master", field: "Data Science", start: "2024-09", end: null, grade: "" },
  ],
  experience: [],
  skills: [{ skillId: "python", level: 4 }],
  languages: [],
  contact: { name: "Nina Graf", email: "nina@example.org", phone: null },
  documentLanguage: "en",
};

const MARK = "From your PDF";

describe("a new CV started from a PDF", () => {
  it("says when the PDF has no text, then marks what another reading filled in until the student changes it", async () => {
    // No pointer-events check: it reads the styles up the tree of a large form at every click.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    let readings = 0;
    const requests = fakeApi(({ method, path }) => {
      if (method === "GET" && path === "/files") {
        return [200, { items: [stored], usedBytes: stored.size, quotaBytes: 100 * 1024 * 1024 }];
      }
      if (method === "POST" && path === "/cvs/import") {
        readings += 1;
        return readings === 1
          ? [422, apiError("pdf_no_text", "This PDF has no text to read (perhaps it is a scan).")]
          : [200, draft];
      }
      return [500];
    });
    const router = createMemoryRouter([{ path: "/cv-creation", element: <CvForm first /> }], {
      initialEntries: ["/cv-creation"],
    });
    renderWithProviders(<RouterProvider router={router} />);

    const readStored = async () => {
      await user.click(screen.getByRole("button", { name: "Use one of your PDFs" }));
      await user.click(await screen.findByRole("radio", { name: /nina-cv\.pdf/ }));
      await user.click(screen.getByRole("button", { name: "Read this PDF" }));
    };
    await readStored();
    expect((await screen.findByRole("alert")).textContent).toContain("no text to read");
    expect(screen.queryByText(MARK)).toBeNull();

    await readStored();
    expect(await screen.findByText("Check what was read from “nina-cv.pdf”")).toBeTruthy();
    expect(screen.getByText("nina@example.org")).toBeTruthy();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.body)).toEqual([
      { fileId: stored.id },
      { fileId: stored.id },
    ]);

    const education = screen.getByRole("group", { name: "ETH Zürich" });
    const school = within(education).getByRole<HTMLInputElement>("textbox", { name: /^School or university/ });
    expect(school.labels?.[0]?.textContent).toContain(MARK);
    expect(
      within(education).getByRole<HTMLInputElement>("textbox", { name: /^Field of study/ }).labels?.[0]?.textContent,
    ).toContain(MARK);
    // Marked: school, degree, field, start; the PDF itself; the skill. Not the grade nor the end it did not give.
    expect(screen.getAllByText(MARK)).toHaveLength(6);

    await user.type(school, "!");
    expect(school.labels?.[0]?.textContent).not.toContain(MARK);
    expect(screen.getAllByText(MARK)).toHaveLength(5);
    // Nothing was saved.
    expect(requests.some((request) => request.method === "POST" && request.path === "/cvs")).toBe(false);
  });
});
