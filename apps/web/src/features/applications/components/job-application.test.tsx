// @vitest-environment happy-dom
import type { ApplicationDetail } from "@stint/shared/applications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CvOption } from "../../../components/cv-select.tsx";
import { meQueryKey } from "../../../lib/query-keys.ts";
import { renderWithProviders } from "../../../test/dom.tsx";
import { apiError, fakeApi } from "../../../test/fake-api.ts";
import { JobApplication, type ApplicationJob } from "./job-application.tsx";

afterEach(() => vi.unstubAllGlobals());

const job: ApplicationJob = {
  id: "job-1",
  title: "Robot Vision Intern",
  companyName: "Helvetia Robotics",
  status: "published",
  deadline: null,
};
const cvs: CvOption[] = [
  { id: "cv-2", title: "Data roles", isPrimary: false },
  { id: "cv-1", title: "Robotics internships", isPrimary: true },
];
const emptyPage = { items: [], total: 0, nextCursor: null };

function application(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    id: "app-1",
    status: "applied",
    note: "I built a robot.",
    job: {
      id: job.id,
      title: job.title,
      status: "published",
      companyId: "company-1",
      companyName: job.companyName,
      companyVerified: false,
      startDate: null,
      deadline: null,
      removed: false,
    },
    student: { id: "student-1", name: "Noa Keller", avatarUrl: null, removed: false },
    cv: { id: "cv-1", title: "Robotics internships" },
    reasonCode: null,
    reasonText: null,
    invitationId: null,
    matchId: null,
    offer: null,
    createdAt: "2026-11-20T09:00:00.000Z",
    updatedAt: "2026-11-20T09:00:00.000Z",
    allowedMoves: ["withdrawn"],
    events: [
      {
        id: 1,
        fromStatus: null,
        toStatus: "applied",
        by: "student",
        reasonCode: null,
        reasonText: null,
        createdAt: "2026-11-20T09:00:00.000Z",
      },
    ],
    ...overrides,
  };
}

function renderSection(props: { job?: ApplicationJob; cvs?: CvOption[] } = {}) {
  return renderWithProviders(
    <MemoryRouter>
      <JobApplication job={props.job ?? job} cvs={props.cvs ?? cvs} />
    </MemoryRouter>,
    { overlays: true },
  );
}

const openOffer: NonNullable<ApplicationDetail["offer"]> = {
  status: "open",
  startDate: "2031-03-01",
  pay: { amount: 2500, currency: "CHF", period: "month" },
  answerBy: "2031-02-10",
  message: "We would love to have you.",
  declineReason: null,
  createdAt: "2026-11-22T08:00:00.000Z",
  updatedAt: "2026-11-22T08:00:00.000Z",
  answeredAt: null,
};

describe("a student's application on a job's page", () => {
  it("disables Apply, saying why, while the student must confirm their email", async () => {
    fakeApi(() => [200, emptyPage]);
    const { queryClient } = renderSection();
    queryClient.setQueryData(meQueryKey, {
      user: { id: "student-1", email: "noa@example.com", mustConfirmEmail: true },
      role: "student",
      account: null,
    });
    const apply = await screen.findByRole("region", { name: "Apply to this job" });
    const button = within(apply).getByRole("button", { name: "Apply" }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(button.getAttribute("aria-describedby")!)?.textContent).toMatch(
      /Confirm your email first/,
    );
  });

  it("offers Apply: the form preselects the primary CV, counts the note and sends both", async () => {
    const user = userEvent.setup();
    const requests = fakeApi((request) =>
      request.method === "POST" ? [201, application({ note: "Hello" })] : [200, emptyPage],
    );
    renderSection();

    const apply = await screen.findByRole("region", { name: "Apply to this job" });
    expect(requests[0]?.query.get("jobId")).toBe("job-1");
    await user.click(within(apply).getByRole("button", { name: "Apply" }));
    const dialog = await screen.findByRole("dialog", { name: "Apply to “Robot Vision Intern”" });
    expect((within(dialog).getByRole("combobox", { name: "CV to send" }) as HTMLInputElement).value).toBe(
      "Robotics internships (primary)",
    );
    await user.type(within(dialog).getByRole("textbox", { name: "Note to Helvetia Robotics" }), "Hello");
    expect(within(dialog).getByText("Optional: why you, why this job. 5 / 2,000 characters")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Send the application" }));

    const yours = await screen.findByRole("region", { name: "Your application" });
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({
      jobId: "job-1",
      cvId: "cv-1",
      note: "Hello",
    });
    expect(within(yours).getByText("Hello")).toBeTruthy();
    expect(within(yours).getByRole("link", { name: "Robotics internships" }).getAttribute("href")).toBe(
      "/cv-detail/cv-1",
    );
    expect(screen.queryByRole("region", { name: "Apply to this job" })).toBeNull();
  });

  it("says in the dialog why applying was refused, keeps the note and asks for the page's state again", async () => {
    const user = userEvent.setup();
    const requests = fakeApi((request) =>
      request.method === "POST"
        ? [409, apiError("conflict", "This job is closed and takes no more applications.")]
        : [200, emptyPage],
    );
    renderSection();

    await user.click(await screen.findByRole("button", { name: "Apply" }));
    const dialog = await screen.findByRole("dialog");
    const note = within(dialog).getByRole("textbox", { name: "Note to Helvetia Robotics" });
    await user.type(note, "Please consider me");
    await user.click(within(dialog).getByRole("button", { name: "Send the application" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("You cannot apply");
    expect(alert.textContent).toContain("This job is closed and takes no more applications.");
    expect((note as HTMLTextAreaElement).value).toBe("Please consider me");
    await waitFor(() => expect(requests.filter((request) => request.method === "GET")).toHaveLength(2));
  });

  it("sends a student without a CV to write one first", async () => {
    fakeApi(() => [200, emptyPage]);
    renderSection({ cvs: [] });
    const apply = await screen.findByRole("region", { name: "Apply to this job" });
    expect(within(apply).getByText(/You need a CV to apply/)).toBeTruthy();
    expect(within(apply).getByRole("link", { name: "Create a CV" }).getAttribute("href")).toBe("/cv-creation");
    expect(within(apply).queryByRole("button", { name: "Apply" })).toBeNull();
  });

  it("says when the deadline has passed, and offers nothing on a closed job", async () => {
    fakeApi(() => [200, emptyPage]);
    const { unmount } = renderSection({ job: { ...job, deadline: "2020-03-01" } });
    expect(await screen.findByText(/Applications closed on 1 Mar 2020/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
    unmount();

    renderSection({ job: { ...job, status: "closed" } });
    await waitFor(() => expect(screen.queryByLabelText("Loading your application")).toBeNull());
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("shows the application with its history (who, when) and withdraws it after asking, with a reason", async () => {
    const user = userEvent.setup();
    const reviewed = application({
      status: "reviewed",
      events: [
        ...application().events,
        {
          id: 2,
          fromStatus: "applied",
          toStatus: "reviewed",
          by: "company",
          reasonCode: null,
          reasonText: null,
          createdAt: "2026-11-21T10:30:00.000Z",
        },
      ],
    });
    const requests = fakeApi((request) => {
      if (request.path === "/applications") return [200, { items: [reviewed], total: 1, nextCursor: null }];
      if (request.path === "/applications/app-1") return [200, reviewed];
      if (request.path === "/applications/app-1/withdraw") {
        return [
          200,
          application({
            status: "withdrawn",
            reasonText: "I took another offer.",
            allowedMoves: [],
            events: [
              ...reviewed.events,
              {
                id: 3,
                fromStatus: "reviewed",
                toStatus: "withdrawn",
                by: "student",
                reasonCode: null,
                reasonText: "I took another offer.",
                createdAt: "2026-11-22T08:00:00.000Z",
              },
            ],
          }),
        ];
      }
      return [404, apiError("not-found", "Not found.")];
    });
    renderSection();

    const yours = await screen.findByRole("region", { name: "Your application" });
    const history = within(yours).getByRole("list", { name: "History" });
    const events = within(history).getAllByRole("listitem");
    expect(events.map((event) => event.textContent)).toEqual([
      expect.stringMatching(/^Appliedby you20 Nov 2026, \d\d:00$/),
      expect.stringMatching(/^Reviewedby Helvetia Robotics21 Nov 2026, \d\d:30$/),
    ]);
    expect(within(yours).getByText("I built a robot.")).toBeTruthy();

    await user.click(within(yours).getByRole("button", { name: "Withdraw the application" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw your application?" });
    await user.type(
      within(dialog).getByRole("textbox", { name: "Why you withdraw (for Helvetia Robotics)" }),
      "I took another offer.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Withdraw the application" }));

    await waitFor(() => expect(within(yours).getByText(/You withdrew this application/)).toBeTruthy());
    expect(requests.find((request) => request.path.endsWith("/withdraw"))?.body).toEqual({
      reason: "I took another offer.",
    });
    expect(within(history).getAllByRole("listitem")).toHaveLength(3);
    expect(within(yours).queryByRole("button", { name: "Withdraw the application" })).toBeNull();
  });

  it("shows an open offer's terms and accepts it after asking", async () => {
    const user = userEvent.setup();
    const atOffer = application({ status: "offer", offer: openOffer });
    const requests = fakeApi((request) => {
      if (request.path.endsWith("/offer/accept")) {
        return [
          200,
          application({
            status: "offer",
            offer: { ...openOffer, status: "accepted", answeredAt: "2026-11-23T08:00:00.000Z" },
          }),
        ];
      }
      if (request.path === "/applications") return [200, { items: [atOffer], total: 1, nextCursor: null }];
      return [200, atOffer];
    });
    renderSection();

    const offer = await screen.findByRole("region", { name: "An offer from Helvetia Robotics" });
    expect(within(offer).getByText("CHF 2,500 per month")).toBeTruthy();
    expect(within(offer).getByText("1 Mar 2031")).toBeTruthy();
    expect(within(offer).getByText("We would love to have you.")).toBeTruthy();
    expect(within(offer).getByText(/Answer by 10 Feb 2031/)).toBeTruthy();

    await user.click(within(offer).getByRole("button", { name: "Accept the offer" }));
    const confirm = await screen.findByRole("dialog", { name: "Accept the offer?" });
    await user.click(within(confirm).getByRole("button", { name: "Accept the offer" }));
    await waitFor(() => expect(within(offer).getByText(/You accepted on 23 Nov 2026/)).toBeTruthy());
    expect(requests.some((request) => request.method === "POST" && request.path.endsWith("/offer/accept"))).toBe(true);
    expect(within(offer).queryByRole("button", { name: "Decline" })).toBeNull();
  });

  it("declines an open offer with a reason: final, the application ends", async () => {
    const user = userEvent.setup();
    const atOffer = application({ status: "offer", offer: openOffer });
    const requests = fakeApi((request) => {
      if (request.path.endsWith("/offer/decline")) {
        return [
          200,
          application({
            status: "withdrawn",
            allowedMoves: [],
            reasonText: "Declined the offer: Too far away.",
            offer: {
              ...openOffer,
              status: "declined",
              declineReason: "Too far away.",
              answeredAt: "2026-11-23T08:00:00.000Z",
            },
          }),
        ];
      }
      if (request.path === "/applications") return [200, { items: [atOffer], total: 1, nextCursor: null }];
      return [200, atOffer];
    });
    renderSection();

    const offer = await screen.findByRole("region", { name: "An offer from Helvetia Robotics" });
    await user.click(within(offer).getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline the offer?" });
    await user.type(
      within(dialog).getByRole("textbox", { name: "Why you decline (for Helvetia Robotics)" }),
      "Too far away.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Decline the offer" }));

    await waitFor(() => expect(within(offer).getByText(/You declined this offer on 23 Nov 2026/)).toBeTruthy());
    expect(requests.find((request) => request.path.endsWith("/offer/decline"))?.body).toEqual({
      reason: "Too far away.",
    });
    expect(within(offer).getByText("Reason for declining: “Too far away.”")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Withdraw the application" })).toBeNull();
  });
});
