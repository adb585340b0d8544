import { afterEach, describe, expect, it } from "vitest";
import type { Catalogue } from "../../i18n/catalogues.ts";
import { createI18n } from "../../i18n/create-i18n.ts";
import { readLocaleWith } from "../../lib/locale.ts";
import { testI18n } from "../../test/i18n-setup.ts";
import { jobFormatOf } from "./job-format.ts";
import { emptyFilters } from "./job-search-params.ts";

const german = import.meta.glob<Catalogue>("../../i18n/locales/de/*.json", { eager: true, import: "default" });
const germanI18n = createI18n({
  language: "de",
  localeOf: () => "de-CH",
  resources: {
    de: Object.fromEntries(
      Object.entries(german).map(([file, catalogue]) => [/([^/]+)\.json$/.exec(file)![1]!, catalogue]),
    ),
  },
});

const english = jobFormatOf(testI18n.t);
afterEach(() => readLocaleWith(() => ({ language: "en", locale: "en-GB" })));

// Intl puts no-break (and narrow no-break) spaces in amounts and units; Swiss grouping is ’ or ', by ICU version.
const spaced = (text: string | null) => text?.replace(/\s/g, " ").replace(/\u2019/g, "'");

describe("job formatting", () => {
  it("shows pay as a range or a fixed amount, per period", () => {
    expect(spaced(english.pay({ min: 4000, max: 5000, currency: "CHF", period: "month" }))).toBe(
      "CHF 4,000–5,000 / month",
    );
    expect(english.pay({ min: 52000, max: 52000, currency: "EUR", period: "year" })).toBe("€52,000 / year");
    expect(english.pay({ min: 3000, max: 3500, currency: "EUR", period: "month" })).toBe("€3,000–3,500 / month");
    expect(english.pay({ min: 60000, max: 75000, currency: "USD", period: "year" })).toBe("US$60,000–75,000 / year");
    expect(english.pay(null)).toBeNull();
    expect(english.months(1)).toBe("1 month");
    expect(english.months(6)).toBe("6 months");
  });

  it("says where a job is, how far, and which skills matter most", () => {
    expect(english.placeLine({ workMode: "remote", location: null })).toBe("Remote");
    expect(english.distance(1.2)).toBe("same city");
    expect(english.distance(12.4)).toBe("12 km away");
    expect(english.distance(1234)).toBe("1,200 km away");
    expect(
      english.topSkills(
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
    const chips = english.filterChips(
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
    expect(
      english.filterChips({ ...emptyFilters, mine: true, status: ["draft"] }, "CHF").map((chip) => chip.label),
    ).toEqual(["Draft"]);
    expect(
      english
        .filterChips({ ...emptyFilters, minPay: 4000, per: "month", company: { id: "c1", name: null } }, "CHF")
        .map((chip) => spaced(chip.label)),
    ).toEqual(["From CHF 4,000 / month", "At one company"]);
  });

  it("says it all in German, in the page's Swiss or German formats", () => {
    readLocaleWith(() => ({ language: "de", locale: "de-CH" }));
    const swiss = jobFormatOf(germanI18n.t);
    expect(spaced(swiss.pay({ min: 4000, max: 5000, currency: "CHF", period: "month" }))).toBe(
      "CHF 4'000–5'000 / Monat",
    );
    expect(swiss.months(6)).toBe("6 Monate");
    expect(swiss.placeLine({ workMode: "remote", location: null })).toBe("Remote");
    expect(spaced(swiss.distance(1234))).toBe("1'200 km entfernt");
    expect(
      swiss
        .filterChips(
          {
            ...emptyFilters,
            type: ["internship"],
            near: { lat: 47.37, lon: 8.54, label: "Zürich, Schweiz" },
            minPay: 50000,
            startFrom: "2027-03-01",
          },
          "CHF",
        )
        .map((chip) => spaced(chip.label)),
    ).toEqual(["Praktikum", "Bis 50 km von Zürich", "Ab CHF 50'000 / Jahr", "Beginn ab 1. März 2027"]);

    // In Germany the euro sign follows the amount, so a range names it after its last number.
    readLocaleWith(() => ({ language: "de", locale: "de-DE" }));
    expect(spaced(swiss.pay({ min: 3000, max: 3500, currency: "EUR", period: "year" }))).toBe("3.000–3.500 € / Jahr");
  });
});
