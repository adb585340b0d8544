import { describe, expect, it } from "vitest";
import { say } from "../../i18n/said.ts";
import { translator } from "../../i18n/server-i18n.ts";
import { interviewTimeSaid } from "./sweep-interview-reminders.ts";

describe("an interview's time as its reminder says it", () => {
  const start = new Date("2026-12-01T09:00:00Z");

  it("is the day and time in the interview's zone, in the reader's language", () => {
    expect(say(translator("en"), interviewTimeSaid(start, "Europe/Zurich"))).toBe(
      "Tuesday, 1 December 2026 at 10:00 (Europe/Zurich)",
    );
    expect(say(translator("de"), interviewTimeSaid(start, "Europe/Zurich"))).toBe(
      "Dienstag, 1. Dezember 2026 um 10:00 (Europe/Zurich)",
    );
  });

  it("follows each interview's own zone", () => {
    expect(say(translator("en"), interviewTimeSaid(start, "America/New_York"))).toBe(
      "Tuesday, 1 December 2026 at 04:00 (America/New_York)",
    );
  });
});
