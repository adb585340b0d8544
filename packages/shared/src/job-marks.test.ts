import { describe, expect, it } from "vitest";
import { jobMarkOf } from "./job-marks.ts";

const none = { applicationStatus: null, matched: false, invitationOpen: false } as const;

describe("jobMarkOf", () => {
  it("is none for a job the student has nothing to do with, invited for an open invitation", () => {
    expect(jobMarkOf(none)).toBeNull();
    expect(jobMarkOf({ ...none, invitationOpen: true })).toBe("invited");
  });

  it("follows the application: the furthest step wins, an invitation counts no more once applied", () => {
    expect(jobMarkOf({ ...none, applicationStatus: "applied" })).toBe("applied");
    expect(jobMarkOf({ ...none, applicationStatus: "reviewed", invitationOpen: true })).toBe("applied");
    expect(jobMarkOf({ ...none, applicationStatus: "applied", matched: true })).toBe("matched");
    expect(jobMarkOf({ ...none, applicationStatus: "shortlisted" })).toBe("matched");
    expect(jobMarkOf({ ...none, applicationStatus: "interview", matched: true })).toBe("matched");
    expect(jobMarkOf({ ...none, applicationStatus: "offer", matched: true })).toBe("offer");
    expect(jobMarkOf({ ...none, applicationStatus: "hired", matched: true })).toBe("hired");
    expect(jobMarkOf({ ...none, applicationStatus: "rejected" })).toBe("rejected");
    expect(jobMarkOf({ ...none, applicationStatus: "withdrawn" })).toBe("withdrawn");
  });
});
