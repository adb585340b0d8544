// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { apiError, fakeApi, type FakeAnswer } from "../../../test/fake-api.ts";
import { InviteDialog, type InviteJob } from "./invite-dialog.tsx";

afterEach(() => vi.unstubAllGlobals());

const job: InviteJob = {
  id: "job-1",
  title: "Fleet Software Intern",
  status: "published",
  deadline: null,
  companyName: "Helvetia Robotics",
};
const student = { id: "student-1", name: "Noa Keller" };

function renderDialog(answers: FakeAnswer[], jobOverrides: Partial<InviteJob> = {}) {
  const requests = fakeApi(() => answers.shift() ?? [500]);
  const onClose = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <InviteDialog opened job={{ ...job, ...jobOverrides }} student={student} onClose={onClose} />
    </MemoryRouter>,
  );
  return { requests, onClose };
}

describe("inviting a student", () => {
  it("sends the prefilled message, edited, for the job and the student", async () => {
    const user = userEvent.setup();
    const { requests, onClose } = renderDialog([[201, { id: "inv-1", status: "open" }]]);
    const dialog = await screen.findByRole("dialog", { name: `Invite ${student.name}` });
    const message = within(dialog).getByRole("textbox", { name: `Message to ${student.name}` }) as HTMLTextAreaElement;
    expect(message.value).toMatch(
      /^Hello Noa,\n\nWe think you would be a great fit for “Fleet Software Intern” at Helvetia Robotics/,
    );
    await user.clear(message);
    await user.type(message, "Come and build robots with us.");
    await user.click(within(dialog).getByRole("button", { name: "Send the invitation" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = requests.find((request) => request.method === "POST");
    expect(post).toMatchObject({
      path: "/invitations",
      body: { jobId: "job-1", studentId: "student-1", message: "Come and build robots with us." },
    });
  });

  it("says a refusal above the message and keeps it", async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog([[409, apiError("conflict", "This student has turned invitations off.")]]);
    const dialog = await screen.findByRole("dialog", { name: `Invite ${student.name}` });
    const message = within(dialog).getByRole("textbox", { name: `Message to ${student.name}` }) as HTMLTextAreaElement;
    await user.clear(message);
    await user.type(message, "Hello!");
    await user.click(within(dialog).getByRole("button", { name: "Send the invitation" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("The invitation was not sent");
    expect(alert.textContent).toContain("This student has turned invitations off.");
    expect(message.value).toBe("Hello!");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("refuses an empty message before sending", async () => {
    const user = userEvent.setup();
    const { requests } = renderDialog([]);
    const dialog = await screen.findByRole("dialog", { name: `Invite ${student.name}` });
    await user.clear(within(dialog).getByRole("textbox", { name: `Message to ${student.name}` }));
    await user.click(within(dialog).getByRole("button", { name: "Send the invitation" }));
    expect(await within(dialog).findByText("Write a message.")).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it.each([
    [{ status: "draft" as const }, "is a draft: publish it first"],
    [{ status: "closed" as const }, "is closed and takes no more applications"],
    [{ deadline: "2020-01-31" }, "The application deadline of “Fleet Software Intern” has passed"],
  ])("says why a job cannot take invitations (%o) instead of the form", async (overrides, reason) => {
    renderDialog([], overrides);
    const dialog = await screen.findByRole("dialog", { name: `Invite ${student.name}` });
    expect(within(dialog).getByRole("note").textContent).toContain(reason);
    expect(within(dialog).queryByRole("textbox")).toBeNull();
  });
});
