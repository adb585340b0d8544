// @vitest-environment happy-dom
import { NOTIFICATION_KIND_LABELS } from "@stint/shared/notifications";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { apiError, fakeApi } from "../../../test/fake-api.ts";
import { MailSettingsCard } from "./mail-settings-card.tsx";

afterEach(() => vi.unstubAllGlobals());

const allOn = {
  mail: {
    "application.created": true,
    "application.status": true,
    "application.withdrawn": true,
    "invitation.created": true,
    "invitation.accepted": true,
    "invitation.declined": true,
    "invitation.ended": true,
    "offer.received": true,
    "offer.answered": true,
    "match.created": true,
    "match.updated": true,
    "rating.due": true,
    "rating.revealed": true,
    "rating.response": true,
    "round.invited": true,
    "round.opened": true,
    "round.deadline": true,
    "round.result": true,
    "round.confirm": true,
  },
};

describe("email notification settings", () => {
  it("shows a switch per kind the role receives and saves one when it is switched", async () => {
    const user = userEvent.setup();
    let saved = allOn;
    const requests = fakeApi((request) => {
      if (request.method === "PATCH") {
        const patch = request.body as { mail: Record<string, boolean> };
        saved = { mail: { ...saved.mail, ...patch.mail } };
      }
      return [200, saved];
    });
    renderWithProviders(<MailSettingsCard role="student" email="noa@example.com" />);

    const status = await screen.findByRole("switch", { name: "A company moves your application on (or rejects it)" });
    expect(screen.getAllByRole("switch")).toHaveLength(21);
    expect(screen.getByRole("switch", { name: NOTIFICATION_KIND_LABELS["offer.received"] })).toBeTruthy();
    expect(screen.getByRole("switch", { name: NOTIFICATION_KIND_LABELS["saved-job.deadline"] })).toBeTruthy();
    expect(screen.getByRole("switch", { name: NOTIFICATION_KIND_LABELS["job-alert.digest"] })).toBeTruthy();
    expect(screen.getByRole("switch", { name: NOTIFICATION_KIND_LABELS["message.digest"] })).toBeTruthy();
    expect(screen.getByRole("switch", { name: NOTIFICATION_KIND_LABELS["interview.proposed"] })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "A placement round proposes places" })).toBeTruthy();
    expect(screen.queryByRole("switch", { name: "A company invites you to join its placement round" })).toBeNull();
    expect(screen.getByRole("switch", { name: "A company responds to your rating" })).toBeTruthy();
    expect(screen.queryByRole("switch", { name: "A student applies to one of your jobs" })).toBeNull();
    expect(screen.getByText(/noa@example.com/)).toBeTruthy();

    await user.click(status);
    await waitFor(() => expect((status as HTMLInputElement).checked).toBe(false));
    const patches = requests.filter((request) => request.method === "PATCH");
    expect(patches.map((request) => request.body)).toEqual([{ mail: { "application.status": false } }]);
  });

  it("moves the switch back when saving fails", async () => {
    const user = userEvent.setup();
    const requests = fakeApi((request) =>
      request.method === "PATCH" ? [500, apiError("internal", "Something went wrong.")] : [200, allOn],
    );
    renderWithProviders(<MailSettingsCard role="company" email="jobs@acme.example" />);

    const applied = await screen.findByRole("switch", { name: "A student applies to one of your jobs" });
    expect(screen.getAllByRole("switch")).toHaveLength(20);
    expect(screen.getByRole("switch", { name: NOTIFICATION_KIND_LABELS["offer.answered"] })).toBeTruthy();
    expect(screen.getByRole("switch", { name: NOTIFICATION_KIND_LABELS["company.verification"] })).toBeTruthy();
    expect(screen.getByRole("switch", { name: NOTIFICATION_KIND_LABELS["message.digest"] })).toBeTruthy();
    expect(screen.getByRole("switch", { name: NOTIFICATION_KIND_LABELS["interview.other-times"] })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "A company invites you to join its placement round" })).toBeTruthy();
    expect(screen.queryByRole("switch", { name: "A company responds to your rating" })).toBeNull();
    await user.click(applied);
    await waitFor(() => expect(requests.some((request) => request.method === "PATCH")).toBe(true));
    await waitFor(() => expect((applied as HTMLInputElement).checked).toBe(true));
  });
});
