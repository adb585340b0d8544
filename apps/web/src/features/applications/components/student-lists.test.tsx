// @vitest-environment happy-dom
import type { Application, Match, MatchDetail } from "@stint/shared/applications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { fakeApi } from "../../../test/fake-api.ts";
import { StudentApplications } from "./student-applications.tsx";
import { StudentMatches } from "./student-matches.tsx";

afterEach(() => vi.unstubAllGlobals());

const jobRef = (id: string, title: string) => ({
  id,
  title,
  status: "published" as const,
  companyId: "company-1",
  companyName: "Helvetia Robotics",
  companyVerified: false,
  startDate: "2031-09-01",
  deadline: null,
  removed: false,
});
const student = { id: "student-1", name: "Noa Keller", avatarUrl: null, removed: false };

function application(id: string, title: string, overrides: Partial<Application> = {}): Application {
  return {
    id,
    status: "applied",
    note: null,
    job: jobRef(`job-${id}`, title),
    student,
    cv: { id: "cv-1", title: "Robotics internships" },
    reasonCode: null,
    reasonText: null,
    invitationId: null,
    matchId: null,
    offer: null,
    createdAt: "2026-11-20T09:00:00.000Z",
    updatedAt: "2026-11-20T09:00:00.000Z",
    allowedMoves: ["withdrawn"],
    ...overrides,
  };
}

function match(id: string, title: string, overrides: Partial<Match> = {}): Match {
  return {
    id,
    source: "invitation",
    job: jobRef(`job-${id}`, title),
    student,
    applicationId: `app-${id}`,
    startDate: "2031-09-01",
    createdAt: "2026-11-20T09:00:00.000Z",
    updatedAt: "2026-11-20T09:00:00.000Z",
    endedAt: null,
    ...overrides,
  };
}

const inRouter = (ui: React.ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe("a student's applications", () => {
  it("lists them with their status and next steps, a page at a time", async () => {
    const user = userEvent.setup();
    const requests = fakeApi((request) =>
      request.query.get("cursor") === "c1"
        ? [200, { items: [application("a1", "Data Intern")], total: 3, nextCursor: null }]
        : [
            200,
            {
              items: [
                application("a3", "Fleet Intern", {
                  status: "rejected",
                  reasonCode: "position-filled",
                  allowedMoves: [],
                }),
                application("a2", "Vision Intern", { status: "interview" }),
              ],
              total: 3,
              nextCursor: "c1",
            },
          ],
    );
    inRouter(<StudentApplications q="" onSearch={() => undefined} onShowRecommended={() => undefined} />);

    expect(await screen.findByRole("heading", { name: "3 applications, newest first" })).toBeTruthy();
    const rejected = screen.getByRole("article", { name: "Fleet Intern" });
    expect(within(rejected).getByText("Rejected")).toBeTruthy();
    expect(within(rejected).getByText("Reason: The position has been filled")).toBeTruthy();
    expect(within(rejected).queryByRole("button", { name: /Withdraw/ })).toBeNull();
    const open = screen.getByRole("article", { name: "Vision Intern" });
    expect(within(open).getByText("Interview")).toBeTruthy();
    expect(within(open).getByRole("button", { name: "Withdraw the application to Vision Intern" })).toBeTruthy();
    expect(within(open).getByRole("link", { name: "Open the job Vision Intern" }).getAttribute("href")).toBe(
      "/job-detail/job-a2",
    );
    expect(requests[0]?.query.get("limit")).toBe("20");

    await user.click(screen.getByRole("button", { name: "Load more applications" }));
    expect(await screen.findByRole("article", { name: "Data Intern" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more applications" })).toBeNull();
  });

  it("names the job of a company that deleted its account as it was, linking nowhere, with why it ended", async () => {
    const ended = application("a9", "Vision Intern", {
      status: "rejected",
      reasonCode: "job-closed",
      reasonText: "Gone Robotics deleted its account.",
      allowedMoves: [],
      job: {
        ...jobRef("job-a9", "Vision Intern"),
        companyName: "Gone Robotics",
        companyVerified: false,
        status: "closed",
        removed: true,
      },
    });
    fakeApi(() => [200, { items: [ended], total: 1, nextCursor: null }]);
    inRouter(<StudentApplications q="" onSearch={() => undefined} onShowRecommended={() => undefined} />);
    const row = await screen.findByRole("article", { name: "Vision Intern" });
    expect(within(row).getByText("Gone Robotics (deleted its account)")).toBeTruthy();
    expect(within(row).getByText("Reason: Gone Robotics deleted its account.")).toBeTruthy();
    expect(within(row).queryByRole("link")).toBeNull();
  });

  it("says how to apply when there is none yet", async () => {
    fakeApi(() => [200, { items: [], total: 0, nextCursor: null }]);
    const onShowRecommended = vi.fn();
    inRouter(<StudentApplications q="" onSearch={() => undefined} onShowRecommended={onShowRecommended} />);
    expect(await screen.findByText("You have not applied to a job yet")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "See recommended jobs" }));
    expect(onShowRecommended).toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Browse all jobs" }).getAttribute("href")).toBe("/job-posting-list");
  });
});

describe("a student's matches", () => {
  it("shows the company's contact details and the start date of a match that is on, none of an ended one", async () => {
    const on = match("m2", "Fleet Intern");
    const ended = match("m1", "Vision Intern", { source: "shortlisted", endedAt: "2026-11-22T09:00:00.000Z" });
    const detail: MatchDetail = {
      ...on,
      contact: {
        student: { name: "Noa Keller", email: "noa@example.com", phone: null },
        company: { name: "Helvetia Robotics", email: "talent@helvetia.example", website: "https://helvetia.example/" },
      },
    };
    const requests = fakeApi((request) =>
      request.path === "/matches/m2" ? [200, detail] : [200, { items: [on, ended], total: 2, nextCursor: null }],
    );
    inRouter(
      <StudentMatches
        q=""
        onSearch={() => undefined}
        onShowInvitations={() => undefined}
        onShowApplications={() => undefined}
      />,
    );

    const row = await screen.findByRole("article", { name: "Fleet Intern" });
    expect(row.textContent).toContain("Start: 1 Sept 2031");
    const contact = await within(row).findByRole("region", { name: "Contact at Helvetia Robotics" });
    expect(within(contact).getByRole("link", { name: "talent@helvetia.example" }).getAttribute("href")).toBe(
      "mailto:talent@helvetia.example",
    );
    expect(within(contact).getByRole("link", { name: "helvetia.example" })).toBeTruthy();

    const endedRow = screen.getByRole("article", { name: "Vision Intern" });
    expect(within(endedRow).getByText("Ended")).toBeTruthy();
    expect(within(endedRow).getByText(/This match ended 22 Nov 2026/)).toBeTruthy();
    await waitFor(() => expect(requests.map((request) => request.path)).toEqual(["/matches", "/matches/m2"]));
  });
});
