import { describe, expect, it } from "vitest";
import { formatPay, jobFilterChips, jobPlaceLine, topSkills } from "./job-format.ts";
import { emptyFilters } from "./job-search-params.ts";

describe("job formatting", () => {
  it("shows pay as a range or a fixed amount, per period", () => {
    // Intl puts a no-break space after "CHF".
    const spaced = (text: string | null) => text?.replace(/\s/g, " ");
    expect(spaced(formatPay({ min: 4000, max: 5000, currency: "CHF", period: "month" }))).toBe(
      "CHF 4,000–5,000 / month",
    );
    expect(formatPay({ min: 52000, max: 52000, currency: "EUR", period: "year" })).toBe("€52,000 / year");
    expect(formatPay({ min: 3000, max: 3500, currency: "EUR", period: "month" })).toBe("€3,000–3,500 / month");
    expect(formatPay({ min: 60000, max: 75000, currency: "USD", period: "year" })).toBe("$60,000–75,000 / year");
    expect(formatPay(null)).toBeNull();
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

  it("names the filters in force, each with what removing it writes", () => {
    const chips = jobFilterChips(
      {
        ...emptyFilters,
        type: ["internship"],
        near: { lat: 47.37, lon: 8.54, label: "Zürich, Switzerland" },
        sort: "distance",
        skills: ["python"],
        status: ["draft"],
      },
      "CHF",
    );
    expect(chips.map((chip) => chip.label)).toEqual(["Internship", "Within 50 km of Zürich", "Python"]);
    expect(chips[1]?.remove).toEqual({ near: null, sort: null });
    expect(jobFilterChips({ ...emptyFilters, mine: true, status: ["draft"] }, "CHF").map((chip) => chip.label)).toEqual(
      ["Draft"],
    );
  });
});
