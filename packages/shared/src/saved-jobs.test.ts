import { describe, expect, it } from "vitest";
import { addDays, savedJobState } from "./saved-jobs.ts";

describe("savedJobState", () => {
  const today = "2026-12-30";
  it("is closed when the company closed the job or its deadline passed", () => {
    expect(savedJobState({ status: "closed", deadline: null }, today)).toBe("closed");
    expect(savedJobState({ status: "draft", deadline: null }, today)).toBe("closed");
    expect(savedJobState({ status: "published", deadline: "2026-12-29" }, today)).toBe("closed");
  });

  it("is deadline soon from two days before the deadline to its last day, across a year's end", () => {
    expect(savedJobState({ status: "published", deadline: "2026-12-30" }, today)).toBe("deadline-soon");
    expect(savedJobState({ status: "published", deadline: "2027-01-01" }, today)).toBe("deadline-soon");
    expect(savedJobState({ status: "published", deadline: "2027-01-02" }, today)).toBe("open");
    expect(savedJobState({ status: "published", deadline: null }, today)).toBe("open");
  });

  it("adds days in UTC", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 2)).toBe("2027-01-02");
  });
});
