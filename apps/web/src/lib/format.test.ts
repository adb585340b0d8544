import { describe, expect, it } from "vitest";
import { formatAgo, formatDate, formatTimeAgo } from "./format.ts";

describe("date formatting", () => {
  it("formats dates and how long ago something happened", () => {
    expect(formatDate("2026-09-01")).toMatch(/^1 Sept? 2026$/);
    const now = new Date("2026-05-20T12:00:00Z");
    expect(formatAgo("2026-05-20T08:00:00Z", now)).toBe("today");
    expect(formatAgo("2026-05-19T08:00:00Z", now)).toBe("yesterday");
    expect(formatAgo("2026-05-15T08:00:00Z", now)).toBe("5 days ago");
    expect(formatAgo("2026-05-01T08:00:00Z", now)).toBe("2 weeks ago");
    expect(formatAgo("2026-02-01T08:00:00Z", now)).toBe("3 months ago");
  });

  it("says within the day how many minutes or hours ago, then as formatAgo", () => {
    const now = new Date("2026-05-20T12:00:00Z");
    expect(formatTimeAgo("2026-05-20T11:59:40Z", now)).toBe("just now");
    expect(formatTimeAgo("2026-05-20T11:55:00Z", now)).toBe("5 minutes ago");
    expect(formatTimeAgo("2026-05-20T11:00:00Z", now)).toBe("1 hour ago");
    expect(formatTimeAgo("2026-05-20T03:00:00Z", now)).toBe("9 hours ago");
    expect(formatTimeAgo("2026-05-18T08:00:00Z", now)).toBe("2 days ago");
    expect(formatTimeAgo("not a date", now)).toBeNull();
  });
});
