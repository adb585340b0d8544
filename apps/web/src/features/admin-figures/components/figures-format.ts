import type { Figures, FiguresCell, FiguresGroup, FiguresMeasure } from "@stint/shared/figures";
import type { TFunction } from "i18next";
import type { Labels } from "../../../i18n/labels.ts";
import { formatDecimal, formatNumber } from "../../../lib/format.ts";
import { perLocale } from "../../../lib/locale.ts";

/** A group's name in the page's language: degrees and job types by their labels, a field of study as typed. */
export function groupLabel(group: FiguresGroup | undefined, t: TFunction, labels: Labels): string {
  if (!group) return t("adminFigures:group.all");
  switch (group.kind) {
    case "degree":
      return labels.degree(group.value);
    case "jobType":
      return labels.jobType(group.value);
    case "fieldOfStudy":
      return group.value;
    case "notStated":
      return t("adminFigures:group.notStated");
    case "other":
      return t("adminFigures:group.other");
  }
}

/** The cell's value of one measure; null where it is hidden or there is none (a median without answers). */
export const cellValue = (cell: FiguresCell, measure: FiguresMeasure): number | null => cell[measure];

/** A value as the table shows it: counts as counts, the median with one decimal. */
export function formatMeasure(value: number, measure: FiguresMeasure): string {
  return measure === "medianDaysToFirstAnswer" ? formatDecimal(value) : formatNumber(value);
}

const shortMonthFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { month: "short", year: "2-digit", timeZone: "UTC" }),
);

/** "2026-03" → "Mar 26" / "März 26": the chart's axis, where a long name has no room. */
export function formatShortMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  return shortMonthFormat().format(new Date(Date.UTC(year!, monthNumber! - 1, 1)));
}

/** The cells of one month, in the order of the groups (a single cell without a breakdown). */
export function cellsByMonth(figures: Figures): Map<string, FiguresCell[]> {
  const byMonth = new Map<string, FiguresCell[]>(figures.months.map((month) => [month, []]));
  for (const cell of figures.cells) byMonth.get(cell.month)?.push(cell);
  return byMonth;
}
