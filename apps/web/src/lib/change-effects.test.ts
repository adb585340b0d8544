import type { ApplicationDetail } from "@stint/shared/applications";
import type { Round } from "@stint/shared/rounds";
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyChange, startChange } from "./change-effects.ts";
import {
  applicationCountKeys,
  applicationKeys,
  cvKeys,
  interviewKeys,
  invitationKeys,
  jobKeys,
  matchingKeys,
  matchKeys,
  meQueryKey,
  notificationKeys,
  ratingKeys,
  roundKeys,
  savedFilterKeys,
} from "./query-keys.ts";

/** One cached answer under each key a screen reads, the way the screens spell them (lists carry their filters). */
const SCREENS: Record<string, QueryKey> = {
  me: meQueryKey,
  jobSearch: [...jobKeys.searches, { q: "" }],
  jobDetail: jobKeys.detail("job-1"),
  otherJobDetail: jobKeys.detail("job-2"),
  jobSummary: jobKeys.summary,
  cvList: cvKeys.list,
  cvDetail: cvKeys.detail("cv-1"),
  otherCvDetail: cvKeys.detail("cv-2"),
  recommendations: [...matchingKeys.jobs, { page: 1 }],
  candidates: [...matchingKeys.candidates, "job-1", { minScore: 0 }],
  otherJobCandidates: [...matchingKeys.candidates, "job-2", { minScore: 0 }],
  applicationList: [...applicationKeys.lists, { status: "open" }],
  applicationCounts: applicationCountKeys.all,
  applicationDetail: applicationKeys.detail("app-1"),
  applicationForJob: applicationKeys.forJob("job-1"),
  otherApplicationForJob: applicationKeys.forJob("job-2"),
  invitationList: [...invitationKeys.lists, { status: "open" }],
  invitationOpenCount: invitationKeys.openCount,
  matchList: [...matchKeys.lists, {}],
  matchDetail: matchKeys.detail("match-1"),
  notificationList: [...notificationKeys.lists, { unread: false }],
  unreadCount: notificationKeys.unreadCount,
  ratingList: [...ratingKeys.lists, {}],
  roundList: [...roundKeys.lists, {}],
  roundDetail: roundKeys.detail("round-1"),
  roundJobRanking: roundKeys.jobRanking("round-1", "job-1"),
  savedFilters: savedFilterKeys.forJob("job-1"),
  applicationInterviews: interviewKeys.forApplication("app-1"),
  upcomingInterviews: interviewKeys.upcoming,
  calendarFeed: interviewKeys.calendarFeed,
};
type Screen = keyof typeof SCREENS;

function seededClient() {
  const queryClient = new QueryClient();
  for (const key of Object.values(SCREENS)) queryClient.setQueryData(key, { seeded: true });
  return queryClient;
}

/** The screens whose answer is now stale (read again when shown), by name. */
function staleScreens(queryClient: QueryClient): Screen[] {
  return Object.entries(SCREENS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

const application = (id: string, jobId: string) => ({ id, job: { id: jobId } }) as unknown as ApplicationDetail;

describe("what a change on the server touches in the client's cache", () => {
  it("a company's move (a rejection) refreshes the matches it ends, the lists and counts and the ranked candidates", async () => {
    const queryClient = seededClient();
    const rejected = application("app-1", "job-1");
    await applyChange(queryClient, "application.moved", [rejected]);
    expect(staleScreens(queryClient)).toEqual(
      expect.arrayContaining(["matchList", "matchDetail", "applicationList", "applicationCounts", "candidates"]),
    );
    // Its own answer is kept as the server gave it (and read again with the rest, for its history).
    expect(queryClient.getQueryData(applicationKeys.detail("app-1"))).toEqual(rejected);
    expect(staleScreens(queryClient)).not.toContain("cvList");
  });

  it("a bulk rejection or a refusal (moved meanwhile) refreshes the same without an answer to keep", async () => {
    const queryClient = seededClient();
    await applyChange(queryClient, "application.moved");
    expect(staleScreens(queryClient)).toEqual(
      expect.arrayContaining(["matchList", "applicationList", "applicationDetail", "candidates"]),
    );
  });

  it("a student's withdrawal ends the match and changes the job's marks in the lists and recommendations", async () => {
    const queryClient = seededClient();
    const withdrawn = application("app-1", "job-1");
    await applyChange(queryClient, "application.withdrawn", withdrawn);
    expect(staleScreens(queryClient)).toEqual(
      expect.arrayContaining(["matchList", "applicationList", "invitationList", "jobSearch", "recommendations"]),
    );
    expect(queryClient.getQueryData(applicationKeys.forJob("job-1"))).toEqual(withdrawn);
    expect(queryClient.getQueryData(applicationKeys.detail("app-1"))).toEqual(withdrawn);
  });

  it("accepting an invitation makes an application to its job and a match", async () => {
    const queryClient = seededClient();
    await applyChange(queryClient, "invitation.accepted", "job-1");
    const stale = staleScreens(queryClient);
    expect(stale).toEqual(
      expect.arrayContaining([
        "applicationList",
        "applicationForJob",
        "matchList",
        "invitationList",
        "invitationOpenCount",
        "jobSearch",
        "recommendations",
      ]),
    );
    expect(stale).not.toContain("otherApplicationForJob");
  });

  it("declining an invitation makes no application and no match", async () => {
    const queryClient = seededClient();
    await applyChange(queryClient, "invitation.declined");
    const stale = staleScreens(queryClient);
    expect(stale).toEqual(expect.arrayContaining(["invitationList", "invitationOpenCount", "jobSearch"]));
    expect(stale).not.toContain("matchList");
    expect(stale).not.toContain("applicationList");
  });

  it("deleting a CV refreshes the other CVs (one may become primary) and the recommendations, not its own page", async () => {
    const queryClient = seededClient();
    await applyChange(queryClient, "cv.deleted", "cv-1");
    const stale = staleScreens(queryClient);
    expect(stale).toEqual(expect.arrayContaining(["cvList", "otherCvDetail", "recommendations", "candidates"]));
    expect(stale).not.toContain("cvDetail");
  });

  it("closing a job answering its applicants ends their matches", async () => {
    const queryClient = seededClient();
    await applyChange(queryClient, "job.closed-answering", { id: "job-1", companyId: "company-1" });
    const stale = staleScreens(queryClient);
    expect(stale).toEqual(
      expect.arrayContaining(["jobDetail", "jobSearch", "jobSummary", "applicationList", "matchList", "candidates"]),
    );
    expect(stale).not.toContain("otherJobDetail");
  });

  it("a round's place answered by both sides hires its application: applications and matches refresh", async () => {
    const queryClient = seededClient();
    const round = { id: "round-1" } as Round;
    await applyChange(queryClient, "round.place-answered", round);
    const stale = staleScreens(queryClient);
    expect(stale).toEqual(expect.arrayContaining(["roundList", "roundJobRanking", "applicationList", "matchList"]));
    expect(stale).not.toContain("roundDetail");
    expect(queryClient.getQueryData(roundKeys.detail("round-1"))).toEqual(round);
  });

  it("a round saved without a hire leaves the applications alone", async () => {
    const queryClient = seededClient();
    await applyChange(queryClient, "round.saved", { id: "round-1" } as Round);
    expect(staleScreens(queryClient)).not.toContain("applicationList");
  });

  it("new notifications refresh what someone else may have changed: applications, invitations, matches", async () => {
    const queryClient = seededClient();
    await applyChange(queryClient, "notifications.arrived");
    expect(staleScreens(queryClient)).toEqual(
      expect.arrayContaining(["notificationList", "applicationList", "invitationList", "matchList"]),
    );
  });

  it("an interview change refreshes every interview list and the applications (a pick moves one), not the calendar feed", async () => {
    const queryClient = seededClient();
    await applyChange(queryClient, "interviews.changed");
    const stale = staleScreens(queryClient);
    expect(stale).toEqual(
      expect.arrayContaining(["applicationInterviews", "upcomingInterviews", "applicationDetail", "applicationList"]),
    );
    expect(stale).not.toContain("calendarFeed");
    expect(stale).not.toContain("matchList");
  });

  it("a calendar feed made keeps its state, without the address a later read would not have", async () => {
    const queryClient = seededClient();
    const made = {
      url: "webcal://stint.test/api/calendar/secret.ics",
      active: true,
      createdAt: "2026-11-28T10:00:00Z",
    };
    await applyChange(queryClient, "calendar-feed.changed", made);
    expect(queryClient.getQueryData(interviewKeys.calendarFeed)).toEqual({ ...made, url: null });
    expect(staleScreens(queryClient)).toEqual([]);
  });

  it("keeps the answer at once, and drops what is gone only when the screen has moved on", async () => {
    const queryClient = seededClient();
    const round = { id: "round-2" } as Round;
    const finishSaved = startChange(queryClient, ["round.saved", round]);
    expect(queryClient.getQueryData(roundKeys.detail("round-2"))).toEqual(round);
    expect(staleScreens(queryClient)).toEqual([]);
    await finishSaved();
    expect(staleScreens(queryClient)).toContain("roundList");

    const finishGone = startChange(queryClient, ["round.gone", "round-1"]);
    expect(queryClient.getQueryData(roundKeys.detail("round-1"))).toEqual({ seeded: true });
    await finishGone();
    expect(queryClient.getQueryData(roundKeys.detail("round-1"))).toBeUndefined();
  });
});
