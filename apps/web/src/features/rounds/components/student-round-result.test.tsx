// @vitest-environment happy-dom
import type { Round, RoundPlace, StudentOutcome } from "@stint/shared/rounds";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { StudentRoundResult } from "./student-round-result.tsx";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const round: Round = {
  id: "round-1",
  name: "Summer placements",
  status: "confirming",
  creatorCompanyId: "co-a",
  creatorCompanyName: "Alpine Robotics",
  rankingDeadline: inDays(-1),
  confirmationDeadline: inDays(3),
  openedAt: inDays(-5),
  closedAt: null,
  createdAt: inDays(-6),
  members: [],
  jobs: [],
  runs: [{ run: 1, ranAt: inDays(-1), ranBy: "user-a", students: 4, placed: 3 }],
  students: { eligible: 4, ranked: 4 },
  student: null,
  company: null,
};

const place: RoundPlace = {
  id: "place-1",
  run: 1,
  jobId: "job-b",
  jobTitle: "Data intern",
  companyName: "Birch Data",
  applicationId: "app-1",
  studentId: "st-1",
  studentName: "Tim Dorn",
  studentChoice: 2,
  jobRank: 2,
  status: "proposed",
  studentAnswer: null,
  companyAnswer: "confirmed",
};

describe("a student's result of a round", () => {
  it("shows the place as their 2nd choice, both answers, Confirm / Decline and why not the 1st choice", () => {
    const outcome: StudentOutcome = {
      run: 1,
      place,
      reasons: [
        { jobId: "job-a", jobTitle: "Robotics intern", choice: 1, code: "filled-by-higher-ranked", capacity: 2 },
      ],
    };
    renderWithProviders(<StudentRoundResult round={round} outcome={outcome} />);
    expect(screen.getByRole("heading", { name: "Your place: Data intern" })).toBeTruthy();
    expect(screen.getByText("Birch Data · your 2nd choice")).toBeTruthy();
    expect(screen.getByText("You: Not answered yet · Birch Data: Confirmed")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Confirm your place at “Data intern”" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Decline your place at “Data intern”" })).toBeTruthy();
    expect(screen.getByText("Why not your higher choices")).toBeTruthy();
    expect(
      screen.getByText("Robotics intern (your 1st choice) filled its 2 places with applicants it ranked higher."),
    ).toBeTruthy();
  });

  it("without a place, says why not each job they ranked, in their order, and offers no answer", () => {
    const outcome: StudentOutcome = {
      run: 1,
      place: null,
      reasons: [
        { jobId: "job-b", jobTitle: "Data intern", choice: 2, code: "not-ranked-by-job", capacity: 1 },
        { jobId: "job-a", jobTitle: "Robotics intern", choice: 1, code: "filled-by-higher-ranked", capacity: 1 },
      ],
    };
    renderWithProviders(<StudentRoundResult round={round} outcome={outcome} />);
    expect(screen.getByText("No place for you in this run")).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Robotics intern (your 1st choice) filled its one place with an applicant it ranked higher.",
      "Data intern (your 2nd choice) did not rank you.",
    ]);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("offers no answer once the student answered, or after the confirmation deadline", () => {
    const answered: StudentOutcome = { run: 1, place: { ...place, studentAnswer: "confirmed" }, reasons: [] };
    const { unmount } = renderWithProviders(<StudentRoundResult round={round} outcome={answered} />);
    expect(screen.queryByRole("button")).toBeNull();
    unmount();
    const late = { ...round, confirmationDeadline: inDays(-0.1) };
    renderWithProviders(<StudentRoundResult round={late} outcome={{ run: 1, place, reasons: [] }} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
