import { describe, expect, it } from "vitest";
import { formatAgo, formatDate, formatDistance, formatPay, jobPlaceLine, topSkills } from "./job-format.ts";

describe("job formatting", () => {
  it("shows pay as a range or a fixed amount, per period", () => {
    // Intl puts a no-break space after "CHF".
    const spaced = (text: string | null) => text?.replace(/\s/g, " ");
    expect(spaced(formatPay({ min: 4000, max: 5000, currency: "CHF", period: "month" }))).toBe(
      "CHF 4,000–5,000 / month",
    );
    expect(formatPay({ min: 52000, max: 52000, currency: "EUR", period: "year" })).toBe("€52,000 / year");
    expect(formatPay(null)).toBeNull();
  });

  it("formats dates and how long ago something happened", () => {
    expect(formatDate("2026-09-01")).toMatch(/^1 Sept? 2026$/);
    const now = new Date("2026-05-20T12:00:00Z");
    expect(formatAgo("2026-05-20T08:00:00Z", now)).toBe("today");
    expect(formatAgo("2026-05-19T08:00:00Z", now)).toBe("yesterday");
    expect(formatAgo("2026-05-15T08:00:00Z", now)).toBe("5 days ago");
    expect(formatAgo("2026-05-01T08:00:00Z", now)).toBe("2 weeks ago");
    expect(formatAgo("2026-02-01T08:00:00Z", now)).toBe("3 months ago");
  });

  it("rounds distances sensibly", () => {
    expect(formatDistance(0.34)).toBe("300 m away");
    expect(formatDistance(4.04)).toBe("4 km away");
    expect(formatDistance(4.56)).toBe("4.6 km away");
    expect(formatDistance(123.4)).toBe("123 km away");
    expect(formatDistance(null)).toBeNull();
  });

  it("says where a job is and which skills matter most", () => {
    expect(jobPlaceLine({ workMode: "remote", location: null })).toBe("Remote");
    expect(
      topSkills(
        {
          requiredSkills: [
            { skillId: "python", level: 2 },
            { skillId: "react", level: 4 },
          ],
          niceToHaveSkills: [{ skillId: "docker", level: 1 }],
        },
        2,
      ),
    ).toEqual(["React", "Python"]);
  });
});
