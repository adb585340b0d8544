import { describe, expect, it } from "vitest";
import { dayKey, dayLabel, groupByDay, inboxTime } from "./day-groups.ts";

describe("groupByDay", () => {
  const messages = [
    { id: "a", sentAt: "2026-11-27T22:30:00Z" },
    { id: "b", sentAt: "2026-11-27T23:30:00Z" },
    { id: "c", sentAt: "2026-11-28T08:00:00Z" },
  ];

  it("groups by the viewer's calendar day, not UTC's", () => {
    expect(groupByDay(messages, "UTC").map((group) => [group.day, group.items.map((m) => m.id)])).toEqual([
      ["2026-11-27", ["a", "b"]],
      ["2026-11-28", ["c"]],
    ]);
    // In Zurich (UTC+1) the second message was sent after midnight.
    expect(groupByDay(messages, "Europe/Zurich").map((group) => [group.day, group.items.map((m) => m.id)])).toEqual([
      ["2026-11-27", ["a"]],
      ["2026-11-28", ["b", "c"]],
    ]);
  });

  it("makes no group of nothing", () => {
    expect(groupByDay([], "UTC")).toEqual([]);
  });
});

describe("dayLabel", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  it("says today, yesterday, the weekday within a week, else the date (with the year when another)", () => {
    expect(dayLabel("2026-11-28", now, "UTC")).toBe("Today");
    expect(dayLabel("2026-11-27", now, "UTC")).toBe("Yesterday");
    expect(dayLabel("2026-11-24", now, "UTC")).toBe("Tuesday");
    expect(dayLabel("2026-11-03", now, "UTC")).toBe("3 November");
    expect(dayLabel("2025-12-31", now, "UTC")).toBe("31 December 2025");
  });

  it("reads today in the viewer's zone", () => {
    expect(dayKey("2026-11-28T23:30:00Z", "Pacific/Auckland")).toBe("2026-11-29");
    expect(dayLabel("2026-11-29", new Date("2026-11-28T23:30:00Z"), "Pacific/Auckland")).toBe("Today");
  });
});

describe("inboxTime", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  it("says the time today, yesterday, the weekday within a week, else the date", () => {
    expect(inboxTime("2026-11-28T09:05:00Z", now, "UTC")).toMatch(/09:05|9:05/);
    expect(inboxTime("2026-11-27T09:05:00Z", now, "UTC")).toBe("Yesterday");
    expect(inboxTime("2026-11-24T09:05:00Z", now, "UTC")).toBe("Tue");
    expect(inboxTime("2026-10-03T09:05:00Z", now, "UTC")).toBe("3 Oct");
    expect(inboxTime("2025-10-03T09:05:00Z", now, "UTC")).toBe("3 Oct 2025");
  });
});
