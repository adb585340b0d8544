// @vitest-environment happy-dom
import type { Invitation } from "@stint/shared/applications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CvOption } from "../../../components/cv-select.tsx";
import { renderWithProviders } from "../../../test/dom.tsx";
import { fakeApi, type FakeAnswer, type FakeRequest } from "../../../test/fake-api.ts";
import { StudentInvitations } from "./student-invitations.tsx";

afterEach(() => vi.unstubAllGlobals());

const cvs: CvOption[] = [
  { id: "cv-2", title: "Data roles", isPrimary: false },
  { id: "cv-1", title: "Robotics internships", isPrimary: true },
];

function invitation(id: string, title: string, overrides: Partial<Invitation> = {}): Invitation {
  return {
    id,
    status: "open",
    message: `Come and work on ${title} with us.`,
    declineReason: null,
    endReason: null,
    job: {
      id: `job-${id}`,
      title,
      status: "published",
      companyId: "company-1",
      companyName: "Helvetia Robotics",
      companyVerified: false,
      startDate: "2031-09-01",
      deadline: null,
      removed: false,
    },
    student: { id: "student-1", name: "Noa Keller", avatarUrl: null, removed: false },
    applicationId: null,
    createdAt: "2026-11-20T09:00:00.000Z",
    respondedAt: null,
    ...overrides,
  };
}

function renderInvitations(
  answer: (request: FakeRequest) => FakeAnswer | undefined,
  props: { openToOffers?: boolean; q?: string } = {},
) {
  const requests = fakeApi((request) => answer(request) ?? [404]);
  const onShowMatches = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <StudentInvitations
        q={props.q ?? ""}
        onSearch={() => undefined}
        cvs={cvs}
        openToOffers={props.openToOffers ?? true}
        onShowMatches={onShowMatches}
        onShowRecommended={() => undefined}
      />
    </MemoryRouter>,
  );
  return { requests, onShowMatches };
}

describe("a student's invitations", () => {
  it("shows the company's message and accepts with the primary CV preselected", async () => {
    const user = userEvent.setup();
    let accepted = false;
    const open = invitation("inv-1", "Fleet Software Intern");
    const { requests } = renderInvitations((request) => {
      if (request.path === "/invitations") {
        const item = accepted ? { ...open, status: "accepted", respondedAt: "2026-11-21T09:00:00.000Z" } : open;
        return [200, { items: [item], total: 1, nextCursor: null }];
      }
      if (request.path === "/invitations/inv-1/accept") {
        accepted = true;
        return [201, { id: "app-1" }];
      }
      return undefined;
    });

    const row = await screen.findByRole("article", { name: "Fleet Software Intern" });
    expect(within(row).getByText("Come and work on Fleet Software Intern with us.")).toBeTruthy();
    expect(within(row).getByText("Awaiting your answer")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Accept the invitation to Fleet Software Intern" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept the invitation?" });
    expect((within(dialog).getByRole("combobox", { name: "CV to send" }) as HTMLInputElement).value).toBe(
      "Robotics internships (primary)",
    );
    await user.click(within(dialog).getByRole("button", { name: "Accept and apply" }));

    await waitFor(() => expect(within(row).getByText("Accepted")).toBeTruthy());
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({ cvId: "cv-1", note: null });
    expect(within(row).getByRole("button", { name: "See the match" })).toBeTruthy();
  });

  it("declines after asking, with the optional reason", async () => {
    const user = userEvent.setup();
    const open = invitation("inv-1", "Fleet Software Intern");
    const { requests } = renderInvitations((request) => {
      if (request.path === "/invitations") return [200, { items: [open], total: 1, nextCursor: null }];
      if (request.path === "/invitations/inv-1/decline") return [200, { ...open, status: "declined" }];
      return undefined;
    });

    const row = await screen.findByRole("article", { name: "Fleet Software Intern" });
    await user.click(within(row).getByRole("button", { name: "Decline the invitation to Fleet Software Intern" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline the invitation?" });
    await user.type(within(dialog).getByRole("textbox", { name: /Why you decline/ }), "Not my field");
    await user.click(within(dialog).getByRole("button", { name: "Decline the invitation" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.find((request) => request.method === "POST")).toMatchObject({
      path: "/invitations/inv-1/decline",
      body: { reason: "Not my field" },
    });
  });

  it("does not offer Accept once the job stopped taking applications", async () => {
    const closed = invitation("inv-1", "Fleet Software Intern", {
      job: { ...invitation("inv-1", "x").job, title: "Fleet Software Intern", status: "closed" },
    });
    renderInvitations((request) =>
      request.path === "/invitations" ? [200, { items: [closed], total: 1, nextCursor: null }] : undefined,
    );
    const row = await screen.findByRole("article", { name: "Fleet Software Intern" });
    expect(within(row).getByText(/no longer takes applications: it was closed/)).toBeTruthy();
    expect(within(row).queryByRole("button", { name: /^Accept/ })).toBeNull();
    expect(within(row).getByRole("button", { name: /^Decline/ })).toBeTruthy();
  });

  it("searches every page for the words, and says what to do when there is nothing yet", async () => {
    const pages: Record<string, FakeAnswer> = {
      first: [200, { items: [invitation("inv-3", "Data Intern")], total: 2, nextCursor: "c1" }],
      c1: [200, { items: [invitation("inv-2", "Fleet Intern")], total: 2, nextCursor: null }],
    };
    const { requests } = renderInvitations(
      (request) => (request.path === "/invitations" ? pages[request.query.get("cursor") ?? "first"] : undefined),
      { q: "fleet" },
    );
    expect(await screen.findByRole("heading", { name: "1 of 2 invitations matches “fleet”" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "Fleet Intern" })).toBeTruthy();
    expect(screen.queryByRole("article", { name: "Data Intern" })).toBeNull();
    expect(requests.filter((request) => request.path === "/invitations").map((r) => r.query.get("limit"))).toEqual([
      "100",
      "100",
    ]);
    expect(screen.queryByRole("button", { name: "Load more invitations" })).toBeNull();
  });

  it("says when companies cannot invite the student, and why the list is empty", async () => {
    renderInvitations(
      (request) => (request.path === "/invitations" ? [200, { items: [], total: 0, nextCursor: null }] : undefined),
      { openToOffers: false },
    );
    expect(await screen.findByText("No invitations yet")).toBeTruthy();
    expect(screen.getByText("You are not open to offers")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Change it in your account" }).getAttribute("href")).toBe(
      "/account/student/edit?focus=openToOffers",
    );
  });
});
