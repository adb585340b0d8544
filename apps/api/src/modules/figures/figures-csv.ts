import type { Figures, FiguresGroup } from "@stint/shared/figures";

const HEADER = [
  "month",
  "group_kind",
  "group",
  "applications",
  "answered",
  "offers",
  "hires",
  "median_days_to_first_answer",
  "students",
  "suppressed",
];

/**
 * One field of RFC 4180: quoted when it holds a quote, a comma or a line break, its quotes doubled. Text a
 * spreadsheet would run as a formula (a field of study typed as "=HYPERLINK(…)") is prefixed with an apostrophe.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const groupKind = (group: FiguresGroup | undefined) => group?.kind ?? "all";
const groupValue = (group: FiguresGroup | undefined) => (group && "value" in group ? group.value : "");

/** The figures as a CSV file: a header row, one row per cell, CRLF line ends; a hidden cell's numbers are empty. */
export function figuresCsv(figures: Figures): string {
  const rows = figures.cells.map((cell) => {
    const group = cell.group === null ? undefined : figures.groups[cell.group];
    return [
      cell.month,
      groupKind(group),
      groupValue(group),
      cell.applications,
      cell.answered,
      cell.offers,
      cell.hires,
      cell.medianDaysToFirstAnswer,
      cell.students,
      cell.suppressed ?? "",
    ];
  });
  return [HEADER, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
