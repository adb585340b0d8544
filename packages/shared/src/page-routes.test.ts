import { describe, expect, it } from "vitest";
import { notificationItemPath, notificationPath, notificationSettingsPath } from "./notifications.ts";
import {
  accountDetailPath,
  homePath,
  isPageRoute,
  notificationsPath,
  PAGE_ROUTES,
  paths,
  SCREENS,
} from "./page-routes.ts";

describe("the screen table's path builders", () => {
  it("fill a pattern's parameters, encoded, and leave the pattern's fixed part as it is", () => {
    expect(paths.jobDetail({ id: "j 1/2" })).toBe("/job-detail/j%201%2F2");
    expect(paths.companyMatching({ id: "abc" })).toBe("/matching-applicants/abc/company-matching");
    expect(paths.dashboard()).toBe("/job-dashboard");
    expect(paths.landing()).toBe("/");
  });

  it("put the other values in the search, leaving out empty ones", () => {
    expect(paths.jobDetail({ id: "j1", cvId: "c1" })).toBe("/job-detail/j1?cvId=c1");
    expect(paths.jobDetail({ id: "j1", cvId: null })).toBe("/job-detail/j1");
    expect(paths.jobApplicants({ id: "j1", status: "applied", overdue: "true" })).toBe(
      "/matching-applicants/j1/student-matching?status=applied&overdue=true",
    );
    expect(paths.jobList({ mine: "true", q: "react developer" })).toBe("/job-posting-list?mine=true&q=react+developer");
    expect(paths.resetPassword({ token: "a-b_c" })).toBe("/reset-password?token=a-b_c");
    expect(paths.login({ email: "a+b@example.com" })).toBe("/login?email=a%2Bb%40example.com");
  });

  it("write the search as URLSearchParams does (what the job list's links wrote before the table)", () => {
    const values = { q: "it's (~fun)! *100% & more/é", "a b": "x=y" };
    expect(paths.jobList(values)).toBe(
      "/job-posting-list?q=it%27s+%28%7Efun%29%21+*100%25+%26+more%2F%C3%A9&a+b=x%3Dy",
    );
  });

  it("build the role's own screens", () => {
    expect(accountDetailPath("student")).toBe("/account/student/detail");
    expect(notificationsPath("company")).toBe("/account/company/detail#notifications");
    expect(homePath("company", "sign-up")).toBe("/job-creation");
    expect(homePath("student")).toBe("/job-dashboard");
  });
});

describe("the page route list", () => {
  it("is the table's screens, each one a page route", () => {
    expect(PAGE_ROUTES).toHaveLength(Object.keys(SCREENS).length);
    for (const route of PAGE_ROUTES) expect(isPageRoute(route.path.replaceAll(":id", "x1"))).toBe(true);
    expect(isPageRoute("/job-detail")).toBe(false);
    expect(isPageRoute("/JOB-DETAIL/x1/")).toBe(true);
  });
});

describe("notification links", () => {
  const target = (type: "application" | "invitation" | "match" | "job" | "rating" | "rateable" | "round") => ({
    type,
    id: "i1",
    jobId: "j1",
  });

  it("open the same screens as before the table", () => {
    expect(notificationPath(null, "student")).toBe("/matching-list");
    expect(notificationPath(target("job"), "student")).toBe("/job-detail/i1");
    expect(notificationPath(target("rating"), "company")).toBe("/rating-detail/i1");
    expect(notificationPath(target("rateable"), "student")).toBe("/rating-creation?matchId=i1");
    expect(notificationPath(target("round"), "company")).toBe("/round-detail/i1");
    expect(notificationPath(target("round"), "student")).toBe("/matching-list?round=i1");
    expect(notificationPath(target("invitation"), "company")).toBe("/matching-applicants/j1/filtered-list");
    expect(notificationPath(target("application"), "company")).toBe("/matching-applicants/j1/student-matching");
    expect(notificationPath({ ...target("match"), jobId: null }, "company")).toBe("/matching-list");
    expect(notificationPath(target("invitation"), "student")).toBe("/matching-list?tab=invited");
    expect(notificationPath(target("match"), "student")).toBe("/matching-list?tab=matched");
    expect(notificationItemPath(target("application"), "student")).toBe("/job-detail/j1");
    expect(notificationSettingsPath("company")).toBe("/account/company/detail");
    expect(notificationSettingsPath(null)).toBe("/");
  });
});

/**
 * What the builders' types refuse. Never called: `npm run typecheck` checks it (packages/shared's tsconfig takes
 * in the tests), and fails on any line below that stops being a type error.
 */
export function refusedByTheTypes() {
  // @ts-expect-error -- `/job-detail/:id` needs its id.
  paths.jobDetail({ cvId: "c1" });
  // @ts-expect-error -- the job page takes no `status`.
  paths.jobDetail({ id: "j1", status: "applied" });
  // @ts-expect-error -- the mailed link's screen needs its token.
  paths.resetPassword();
  // @ts-expect-error -- no screen of that name.
  void paths.jobDetails;
}
