// @vitest-environment happy-dom
import type { JobAlert } from "@stint/shared/job-alerts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { fakeApi, type FakeRequest } from "../../../test/fake-api.ts";
import { SaveAlertDialog } from "./save-alert-dialog.tsx";

afterEach(() => vi.unstubAllGlobals());

const saved: JobAlert = {
  id: "alert-1",
  name: "Robots in Zürich",
  frequency: "weekly",
  paused: false,
  search: { q: "robots" },
  placeLabel: null,
  pendingJobs: 0,
  lastDigestAt: null,
  createdAt: "2099-01-01T00:00:00.000Z",
  updatedAt: "2099-01-01T00:00:00.000Z",
};

describe("saving a search as an alert", { timeout: 60_000 }, () => {
  it("posts the search under its name and how often, and the toast's link opens the alerts", async () => {
    const user = userEvent.setup({ delay: null });
    const posted: FakeRequest[] = [];
    fakeApi((request) => {
      if (request.method === "POST" && request.path === "/job-alerts") {
        posted.push(request);
        return [201, saved];
      }
      return [200, { items: [], total: 0, max: 20 }];
    });
    // The toasts sit beside the router, as in the app shell (app/overlays.tsx): a router Link in one broke the app.
    renderWithProviders(
      <MemoryRouter initialEntries={["/job-posting-list?q=robots"]}>
        <Routes>
          <Route
            path="/job-posting-list"
            element={
              <SaveAlertDialog
                opened
                onClose={() => undefined}
                search={{ q: "robots" }}
                placeLabel={null}
                suggestedName="robots"
              />
            }
          />
          <Route path="/job-alerts" element={<h1>Your job alerts</h1>} />
        </Routes>
      </MemoryRouter>,
      { overlays: true },
    );

    const name = await screen.findByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "Robots in Zürich");
    await user.click(screen.getByRole("radio", { name: "Weekly" }));
    await user.click(screen.getByRole("button", { name: "Save alert" }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({
      name: "Robots in Zürich",
      frequency: "weekly",
      search: { q: "robots" },
      placeLabel: null,
    });
    const link = await screen.findByRole("link", { name: "See your job alerts" }, { timeout: 10_000 });
    await user.click(link);
    expect(await screen.findByRole("heading", { name: "Your job alerts" })).toBeTruthy();
  });
});
