import { FIGURES_MIN_STUDENTS, type FiguresCell, type FiguresSuppression } from "@stint/shared/figures";

/** A month × group cell as counted, before anything is hidden. */
export type CountedCell = {
  month: string;
  group: number | null;
  applications: number;
  answered: number;
  offers: number;
  hires: number;
  medianDaysToFirstAnswer: number | null;
  students: number;
};

const hidden = (cell: CountedCell, why: FiguresSuppression): FiguresCell => ({
  month: cell.month,
  group: cell.group,
  suppressed: why,
  applications: null,
  answered: null,
  offers: null,
  hires: null,
  medianDaysToFirstAnswer: null,
  students: null,
});

const shown = (cell: CountedCell): FiguresCell => ({ ...cell, suppressed: null });

/** 1 to 4 students: hidden. An empty cell counts nobody and is shown as the zero it is. */
const tooFew = (cell: CountedCell) => cell.students > 0 && cell.students < FIGURES_MIN_STUDENTS;

/**
 * Hides the cells of one month that count too few students, and — when the month's total is shown (it is
 * `GET /api/admin/figures?by=none`) and exactly one of its groups is hidden — the smallest other group with
 * anything in it too, so that the total minus the shown groups gives only the sum of two hidden ones, never one
 * (decision 037, "Figures"). `monthTotalStudents`: the month's distinct students over all groups.
 */
export function suppressMonth(cells: CountedCell[], monthTotalStudents: number): FiguresCell[] {
  const few = new Set(cells.filter(tooFew));
  const totalShown = monthTotalStudents >= FIGURES_MIN_STUDENTS;
  let second: CountedCell | undefined;
  if (totalShown && few.size === 1) {
    second = cells
      .filter((cell) => !few.has(cell) && cell.applications > 0)
      .sort((a, b) => a.students - b.students || a.applications - b.applications)[0];
  }
  return cells.map((cell) => {
    if (few.has(cell)) return hidden(cell, "fewStudents");
    if (cell === second) return hidden(cell, "complementary");
    return shown(cell);
  });
}
