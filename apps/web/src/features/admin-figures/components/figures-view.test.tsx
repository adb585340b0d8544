// @vitest-environment happy-dom
import type { Figures } from "@stint/shared/figures";
import { screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { FiguresControls } from "./figures-controls.tsx";
import { FiguresView } from "./figures-view.tsx";

const figures: Figures = {
  from: "2026-01",
  to: "2026-02",
  by: "jobType",
  minimumStudents: 5,
  months: ["2026-01", "2026-02"],
  groups: [{ kind: "jobType", value: "internship" }, { kind: "jobType", value: "full-time" }, { kind: "notStated" }],
  cells: [
    {
      month: "2026-01",
      group: 0,
      suppressed: null,
      applications: 40,
      answered: 30,
      offers: 4,
      hires: 2,
      medianDaysToFirstAnswer: 2.5,
      students: 33,
    },
    ...(["fewStudents", "complementary"] as const).map((suppressed, index) => ({
      month: "2026-01",
      group: index + 1,
      suppressed,
      applications: null,
      answered: null,
      offers: null,
      hires: null,
      medianDaysToFirstAnswer: null,
      students: null,
    })),
    ...[0, 1, 2].map((group) => ({
      month: "2026-02",
      group,
      suppressed: null,
      applications: 0,
      answered: 0,
      offers: 0,
      hires: 0,
      medianDaysToFirstAnswer: null,
      students: 0,
    })),
  ],
};

describe("the figures screen's parts", () => {
  it("explain hidden cells, show every measure, and pass axe (layout rules aside: happy-dom lays nothing out)", async () => {
    const { container } = renderWithProviders(
      <>
        <FiguresControls
          request={{ from: "2026-01", to: "2026-02", by: "jobType" }}
          rangeError={null}
          onChange={() => undefined}
        />
        <FiguresView figures={figures} />
      </>,
    );
    expect(screen.getByText("Why some figures are hidden")).toBeTruthy();
    expect(screen.getAllByRole("table")).toHaveLength(6);
    expect(await screen.findAllByRole("img", { name: /^Chart of / }, { timeout: 10_000 })).toHaveLength(6);
    expect(screen.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      "/api/admin/figures.csv?from=2026-01&to=2026-02&by=jobType",
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
  });

  it("say so when the months hold no application", () => {
    const empty = { ...figures, cells: figures.cells.filter((cell) => cell.month === "2026-02") };
    renderWithProviders(<FiguresView figures={empty} />);
    expect(screen.getByText("No applications in these months")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
