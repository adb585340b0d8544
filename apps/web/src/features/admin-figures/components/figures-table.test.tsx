// @vitest-environment happy-dom
import type { Figures, FiguresCell } from "@stint/shared/figures";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { FiguresTable } from "./figures-table.tsx";

const cell = (month: string, group: number | null, counts: Partial<FiguresCell>): FiguresCell => ({
  month,
  group,
  suppressed: null,
  applications: 0,
  answered: 0,
  offers: 0,
  hires: 0,
  medianDaysToFirstAnswer: null,
  students: 0,
  ...counts,
});

const hidden = (month: string, group: number, suppressed: "fewStudents" | "complementary"): FiguresCell => ({
  month,
  group,
  suppressed,
  applications: null,
  answered: null,
  offers: null,
  hires: null,
  medianDaysToFirstAnswer: null,
  students: null,
});

const byDegree: Figures = {
  from: "2026-01",
  to: "2026-02",
  by: "degree",
  minimumStudents: 5,
  months: ["2026-01", "2026-02"],
  groups: [{ kind: "degree", value: "bachelor" }, { kind: "degree", value: "master" }, { kind: "notStated" }],
  cells: [
    cell("2026-01", 0, { applications: 1250, students: 640, medianDaysToFirstAnswer: 3.25 }),
    hidden("2026-01", 1, "fewStudents"),
    hidden("2026-01", 2, "complementary"),
    cell("2026-02", 0, { applications: 7, students: 6 }),
    cell("2026-02", 1, { applications: 0 }),
    cell("2026-02", 2, { applications: 9, students: 9, medianDaysToFirstAnswer: 12 }),
  ],
};

/** The table's body as text, row by row: the month, then each group's cell. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((each) => each.textContent));
}

describe("the figures' table", () => {
  it("names each group, formats the counts and says which cells are hidden and why", () => {
    renderWithProviders(<FiguresTable figures={byDegree} measure="applications" />);
    const table = screen.getByRole("table", { name: "Applications per month" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Month", "Bachelor's", "Master's", "Not stated"]);
    expect(rowsOf(table)).toEqual([
      ["January 2026", "1,250", "fewer than 5", "hidden"],
      ["February 2026", "7", "0", "9"],
    ]);
    // The scrolling region is named and reached by the keyboard.
    expect(screen.getByRole("region", { name: "Applications per month" }).tabIndex).toBe(0);
  });

  it("shows the median with one decimal, and no answers as such rather than as a zero", () => {
    renderWithProviders(<FiguresTable figures={byDegree} measure="medianDaysToFirstAnswer" />);
    const table = screen.getByRole("table", { name: "Median days to the first answer per month" });
    expect(rowsOf(table)).toEqual([
      ["January 2026", "3.3", "fewer than 5", "hidden"],
      ["February 2026", "no answers", "no answers", "12.0"],
    ]);
  });

  it("has one column of all students without a breakdown", () => {
    const all: Figures = {
      ...byDegree,
      by: "none",
      months: ["2026-01"],
      groups: [],
      cells: [cell("2026-01", null, { students: 42, applications: 90 })],
    };
    renderWithProviders(<FiguresTable figures={all} measure="students" />);
    const table = screen.getByRole("table", { name: "Students who applied per month" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Month", "All students"]);
    expect(rowsOf(table)).toEqual([["January 2026", "42"]]);
  });
});
