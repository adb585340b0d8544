// @vitest-environment happy-dom
import type { MatchExplanation as Explanation } from "@stint/shared/matching";
import { screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/create-i18n.ts";
import germanCommon from "../../../i18n/locales/de/common.json";
import germanComponents from "../../../i18n/locales/de/components.json";
import germanMatching from "../../../i18n/locales/de/matching.json";
import { readLocaleWith } from "../../../lib/locale.ts";
import { renderWithProviders } from "../../../test/dom.tsx";
import { MatchExplanation } from "./match-explanation.tsx";

const explanation: Explanation = {
  score: 69,
  jobFit: 66,
  studentFit: 73,
  parts: [
    {
      key: "required-skills",
      label: "Required skills",
      side: "job",
      points: 43,
      max: 50,
      detail: "1 of 2 required skills",
      texts: [{ key: "skills-met", values: { met: 1, count: 2, kind: "required" } }],
    },
    {
      key: "languages",
      label: "Languages",
      side: "job",
      points: 8,
      max: 15,
      detail: "Portuguese (C1) missing",
      texts: [{ key: "language-missing", values: { language: "pt", languageName: "Portuguese", level: "C1" } }],
    },
    {
      key: "place",
      label: "Place",
      side: "student",
      points: 18,
      max: 30,
      detail: "Zürich, 1,200 km from Lisbon, beyond 40 km; would relocate",
      texts: [
        {
          key: "place-beyond",
          values: { place: "Zürich", near: "no", distance: 1200, from: "Lisbon", radius: 40, relocate: "yes" },
        },
      ],
    },
  ],
  missing: [
    {
      kind: "skill",
      skillId: "deep-learning",
      level: 3,
      required: true,
      label: "Deep Learning at level 3",
      text: { key: "missing-skill", values: { skill: "Deep Learning", level: 3 } },
      points: 7,
    },
    {
      kind: "language",
      language: "pt",
      level: "C1",
      label: "Portuguese at C1",
      text: { key: "missing-language", values: { language: "pt", languageName: "Portuguese", level: "C1" } },
      points: 1,
    },
  ],
  excluded: null,
};

describe("the match explanation", () => {
  it("gives the score, both sides and every part as named values, with their points", () => {
    renderWithProviders(<MatchExplanation explanation={explanation} viewer="student" />);
    expect(screen.getByRole("img", { name: "Match score: 69 out of 100" })).toBeTruthy();
    const jobFit = screen.getByRole("progressbar", { name: "Job fit" });
    expect(jobFit.getAttribute("aria-valuenow")).toBe("66");
    expect(screen.getByRole("progressbar", { name: "Your fit" }).getAttribute("aria-valuetext")).toBe("73 out of 100");
    const skills = screen.getByRole("progressbar", { name: "Required skills" });
    expect([skills.getAttribute("aria-valuenow"), skills.getAttribute("aria-valuemax")]).toEqual(["43", "50"]);

    const requirements = screen.getByRole("region", { name: "The job's requirements" });
    expect(within(requirements).getByText("1 of 2 required skills")).toBeTruthy();
    expect(within(requirements).getByText("Portuguese (C1) missing")).toBeTruthy();
    expect(screen.getByText("Zürich, 1,200 km from Lisbon, beyond 40 km; would relocate")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Your wishes" })).getByText("Place")).toBeTruthy();

    const missing = screen.getByRole("region", { name: "What to add to your CV" });
    expect(within(missing).getByText("Deep Learning at level 3")).toBeTruthy();
    expect(within(missing).getByText("+7 points")).toBeTruthy();
    expect(within(missing).getByText("+1 point")).toBeTruthy();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("words it for the company and says plainly why a pair is left out", () => {
    renderWithProviders(
      <MatchExplanation
        explanation={{
          ...explanation,
          excluded: [
            {
              code: "job-type",
              message: "The CV asks for internship jobs; this one is full-time",
              text: {
                key: "exclude-job-type",
                values: { jobTypes: { names: ["internship"], more: 0 }, jobType: "full-time" },
              },
            },
          ],
        }}
        viewer="company"
      />,
    );
    expect(screen.getByRole("progressbar", { name: "Student fit" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "The student's wishes" })).toBeTruthy();
    const note = screen.getByRole("note");
    expect(within(note).getByText("Not among the job's candidates")).toBeTruthy();
    expect(within(note).getByText("The CV asks for internship jobs; this one is full-time.")).toBeTruthy();
  });

  describe("in German", () => {
    afterEach(() => readLocaleWith(() => ({ language: "en", locale: "en-GB" })));

    it("writes the parts, what is missing and why a pair is left out from their data, in the page's locale", () => {
      readLocaleWith(() => ({ language: "de", locale: "de-CH" }));
      const german = createI18n({
        language: "de",
        localeOf: () => "de-CH",
        resources: { de: { common: germanCommon, components: germanComponents, matching: germanMatching } },
      });
      renderWithProviders(
        <I18nextProvider i18n={german}>
          <MatchExplanation
            explanation={{
              ...explanation,
              excluded: [
                {
                  ...explanation.parts[0]!,
                  code: "job-type",
                  message: "",
                  text: {
                    key: "exclude-job-type",
                    values: { jobTypes: { names: ["internship", "part-time"], more: 0 }, jobType: "full-time" },
                  },
                },
              ],
            }}
            viewer="student"
          />
        </I18nextProvider>,
      );
      const requirements = screen.getByRole("region", { name: "Anforderungen der Stelle" });
      expect(within(requirements).getByText("1 von 2 erforderlichen Kenntnissen")).toBeTruthy();
      expect(within(requirements).getByText("Portugiesisch (C1) fehlt")).toBeTruthy();
      expect(screen.getByText(/^Zürich, 1.200 km von Lisbon, weiter als 40 km; Umzug möglich$/)).toBeTruthy();
      const missing = screen.getByRole("region", { name: "Was Sie im Lebenslauf ergänzen können" });
      expect(within(missing).getByText("Deep Learning auf Stufe 3")).toBeTruthy();
      expect(within(missing).getByText("+7 Punkte")).toBeTruthy();
      expect(within(missing).getByText("+1 Punkt")).toBeTruthy();
      expect(screen.getByRole("progressbar", { name: "Ihre Passung" }).getAttribute("aria-valuetext")).toBe(
        "73 von 100",
      );
      expect(
        within(screen.getByRole("note")).getByText(
          "Der Lebenslauf sucht: Praktikum und Teilzeit; diese Stelle: Vollzeit.",
        ),
      ).toBeTruthy();
    });
  });
});
