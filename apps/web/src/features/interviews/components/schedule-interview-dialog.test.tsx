// @vitest-environment happy-dom
import type { Interview } from "@stint/shared/interviews";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { apiError, fakeApi } from "../../../test/fake-api.ts";
import { ScheduleInterviewDialog } from "./schedule-interview-dialog.tsx";

afterEach(() => vi.unstubAllGlobals());

const interview = (overrides: Partial<Interview> = {}): Interview => ({
  id: "iv-1",
  applicationId: "app-1",
  job: { id: "job-1", title: "Robot Vision Intern" },
  companyName: "Helvetia Robotics",
  studentName: "Noa Keller",
  status: "proposed",
  slots: [{ id: "s-1", startsAt: "2099-03-02T09:00:00.000Z", durationMinutes: 45 }],
  chosenSlotId: null,
  timeZone: "UTC",
  location: { kind: "video", url: "https://meet.example.com/a" },
  note: null,
  sequence: 0,
  reason: null,
  reasonBy: null,
  updatedAt: "2099-01-01T00:00:00.000Z",
  ...overrides,
});

function renderDialog(current?: Interview) {
  const onClose = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <ScheduleInterviewDialog
        opened
        onClose={onClose}
        applicationId="app-1"
        name="Noa Keller"
        jobTitle="Robot Vision Intern"
        current={current}
      />
    </MemoryRouter>,
  );
  return { onClose };
}

// Mantine's dialog and date inputs render slowly in happy-dom on a busy machine.
describe("scheduling an interview", { timeout: 60_000 }, () => {
  it("sends the slots as UTC instants of the chosen zone, with the place and the note", async () => {
    const user = userEvent.setup({ delay: null });
    const requests = fakeApi(() => [201, interview()]);
    const { onClose } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Schedule an interview with Noa Keller" });

    await user.click(within(dialog).getByRole("button", { name: "Add another time" }));
    const second = within(dialog).getByRole("group", { name: "Option 2" });
    const start = within(second).getByLabelText(/Start/) as HTMLInputElement;
    await user.clear(start);
    await user.type(start, "14:30");
    await user.type(within(dialog).getByRole("textbox", { name: /Video call link/ }), "https://meet.example.com/x");
    await user.type(within(dialog).getByRole("textbox", { name: /Note for Noa Keller/ }), "Bring your robot.");
    await user.click(within(dialog).getByRole("button", { name: "Propose these times" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
    const body = requests.find((request) => request.method === "POST")?.body as {
      slots: { startsAt: string; durationMinutes: number }[];
      timeZone: string;
      location: unknown;
      note: string;
    };
    expect(requests.find((request) => request.method === "POST")?.path).toBe("/applications/app-1/interviews");
    expect(body.timeZone).toBe("UTC");
    expect(body.slots).toHaveLength(2);
    expect(body.slots[1]?.startsAt).toMatch(/T14:30:00\.000Z$/);
    expect(body.slots[1]?.durationMinutes).toBe(45);
    expect(body.location).toEqual({ kind: "video", url: "https://meet.example.com/x" });
    expect(body.note).toBe("Bring your robot.");
  });

  it("puts the server's field errors beside their inputs and keeps everything typed", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(() => [
      400,
      apiError("validation", "Check the highlighted fields.", {
        "slots.1.startsAt": "This time overlaps another interview of yours.",
        "location.url": "Use an https link.",
      }),
    ]);
    const { onClose } = renderDialog();
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Add another time" }));
    await user.type(within(dialog).getByRole("textbox", { name: /Video call link/ }), "https://meet.example.com/x");
    await user.type(within(dialog).getByRole("textbox", { name: /Note for Noa Keller/ }), "Bring your robot.");
    await user.click(within(dialog).getByRole("button", { name: "Propose these times" }));

    const second = within(dialog).getByRole("group", { name: "Option 2" });
    await within(second).findByText("This time overlaps another interview of yours.", undefined, { timeout: 5000 });
    expect(within(second).getByLabelText(/Start/).getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByText("Use an https link.")).toBeTruthy();
    expect((within(dialog).getByRole("textbox", { name: /Note for Noa Keller/ }) as HTMLTextAreaElement).value).toBe(
      "Bring your robot.",
    );
    expect(within(dialog).getAllByRole("group", { name: /^Option / })).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("reschedules from the times still ahead, and asks why", async () => {
    const user = userEvent.setup({ delay: null });
    const requests = fakeApi(() => [200, interview({ sequence: 1 })]);
    const { onClose } = renderDialog(interview());
    const dialog = await screen.findByRole("dialog", { name: "New times for Noa Keller" });
    expect((within(dialog).getByLabelText(/Start/) as HTMLInputElement).value).toBe("09:00");
    await user.click(within(dialog).getByRole("button", { name: "Send the new times" }));
    expect(await within(dialog).findByText("Say why the times change.", undefined, { timeout: 5000 })).toBeTruthy();
    expect(requests).toHaveLength(0);

    await user.type(within(dialog).getByRole("textbox", { name: /Why the times change/ }), "Our lead is ill.");
    await user.click(within(dialog).getByRole("button", { name: "Send the new times" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
    expect(requests[0]?.path).toBe("/interviews/iv-1/reschedule");
    expect(requests[0]?.body).toEqual({
      reason: "Our lead is ill.",
      slots: [{ startsAt: "2099-03-02T09:00:00.000Z", durationMinutes: 45 }],
      timeZone: "UTC",
    });
  });
});
