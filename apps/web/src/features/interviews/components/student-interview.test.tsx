// @vitest-environment happy-dom
import type { Interview } from "@stint/shared/interviews";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { fakeApi, type FakeRequest } from "../../../test/fake-api.ts";
import { browserTimeZone } from "../lib/time-zones.ts";
import { StudentInterview } from "./student-interview.tsx";

afterEach(() => vi.unstubAllGlobals());

const proposed: Interview = {
  id: "iv-1",
  applicationId: "app-1",
  job: { id: "job-1", title: "Robot Vision Intern" },
  companyName: "Helvetia Robotics",
  studentName: "Noa Keller",
  status: "proposed",
  slots: [
    { id: "s-1", startsAt: "2099-03-02T09:00:00.000Z", durationMinutes: 45 },
    { id: "s-2", startsAt: "2099-03-03T13:30:00.000Z", durationMinutes: 60 },
  ],
  chosenSlotId: null,
  timeZone: "Asia/Tokyo",
  location: { kind: "video", url: "https://meet.example.com/a" },
  note: "Ana, our vision lead, meets you.",
  sequence: 0,
  reason: null,
  reasonBy: null,
  updatedAt: "2099-01-01T00:00:00.000Z",
};

describe("the student's interview", { timeout: 60_000 }, () => {
  it("shows the times in the viewer's zone and the interview's, and schedules the one picked", async () => {
    // The tests' browser runs in UTC: Tokyo's clocks read differently, so both are shown.
    expect(browserTimeZone()).toBe("UTC");
    const user = userEvent.setup({ delay: null });
    let current = proposed;
    const requests = fakeApi((request: FakeRequest) => {
      if (request.method === "POST" && request.path === "/interviews/iv-1/pick") {
        current = { ...proposed, status: "scheduled", chosenSlotId: "s-2", sequence: 1 };
        return [200, current];
      }
      if (request.path === "/applications/app-1/interviews") return [200, [current]];
      return [200, { url: null, active: false, createdAt: null }];
    });
    renderWithProviders(
      <MemoryRouter>
        <StudentInterview applicationId="app-1" companyName="Helvetia Robotics" />
      </MemoryRouter>,
      { overlays: true },
    );

    const card = await screen.findByRole("region", { name: "Interview" }, { timeout: 5000 });
    const options = within(card).getAllByRole("radio");
    expect(options).toHaveLength(2);
    expect(options[1]?.textContent).toContain("Tue 3 Mar 2099, 13:30–14:30");
    expect(options[1]?.textContent).toContain("your time, UTC");
    expect(options[1]?.textContent).toContain("Tue 3 Mar 2099, 22:30–23:30 Tokyo (GMT+9) for the interview");

    // Confirming without a choice says so beside the choices; nothing is sent.
    await user.click(within(card).getByRole("button", { name: "Confirm this time" }));
    expect(within(card).getByText("Choose one of the times first.")).toBeTruthy();
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    await user.click(options[1]!);
    await user.click(within(card).getByRole("button", { name: "Confirm this time" }));
    await waitFor(() => expect(within(card).getByText("Scheduled")).toBeTruthy(), { timeout: 5000 });
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({ slotId: "s-2" });
    expect(card.textContent).toContain("Tue 3 Mar 2099, 13:30–14:30");
    expect(card.textContent).toContain("Ana, our vision lead, meets you.");
    expect(within(card).getByRole("link", { name: "https://meet.example.com/a" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Add to calendar" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Ask to reschedule" })).toBeTruthy();
  });

  it("asks for other times with a message when none of them work", async () => {
    const user = userEvent.setup({ delay: null });
    const requests = fakeApi((request: FakeRequest) => {
      if (request.method === "POST") {
        return [200, { ...proposed, status: "other-times-requested", reason: "Mornings only.", reasonBy: "student" }];
      }
      return [200, [proposed]];
    });
    renderWithProviders(
      <MemoryRouter>
        <StudentInterview applicationId="app-1" companyName="Helvetia Robotics" />
      </MemoryRouter>,
    );
    const card = await screen.findByRole("region", { name: "Interview" }, { timeout: 5000 });
    await user.click(within(card).getByRole("button", { name: "None of these work" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask for other times" });
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Write a few words.")).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: /Message to Helvetia Robotics/ }), "Mornings only.");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(requests.some((request) => request.method === "POST")).toBe(true), { timeout: 5000 });
    const sent = requests.find((request) => request.method === "POST");
    expect(sent?.path).toBe("/interviews/iv-1/other-times");
    expect(sent?.body).toEqual({ message: "Mornings only." });
  });
});
