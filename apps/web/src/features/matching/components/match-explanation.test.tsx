// @vitest-environment happy-dom
import type { MatchExplanation as Explanation } from "@stint/shared/matching";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
    },
    { key: "languages", label: "Languages", side: "job", points: 8, max: 15, detail: "Portuguese (C1) missing" },
    { key: "place", label: "Place", side: "student", points: 30, max: 30, detail: "Remote: near everyone" },
  ],
  missing: [
    { kind: "skill", skillId: "deep-learning", level: 3, required: true, label: "Deep Learning at level 3", points: 7 },
    { kind: "language", language: "pt", level: "C1", label: "Portuguese at C1", points: 1 },
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
          excluded: [{ code: "job-type", message: "The CV asks for internship jobs; this one is full-time" }],
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
});
