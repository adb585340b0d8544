import { findDateRanges } from "./cv-dates.ts";
import type { TextItem, TextPage } from "./pdf-text.ts";

/** One line as a person reads it: its cells (text runs far apart, as in a table) and the size of its type. */
export type Line = { text: string; cells: string[]; size: number; page: number; y: number };

// A gap between two runs wider than this many times the type's size separates table cells, not words.
const CELL_GAP = 1.6;
// Narrower empty bands between text are gutters of justified text or tables, not a gap between columns.
const MIN_GUTTER = 10;
// A side whose rows are mostly periods is a timeline's column of dates, not a column of its own.
const TIMELINE_DATES = 0.4;

/**
 * The pages' text in reading order. PDFs draw text in any order, so the order is rebuilt from positions: a
 * page in two columns (a sidebar beside the main part) is read column by column, below any heading that spans
 * both; anything else — including tables and timelines, whose cells share their rows — line by line.
 */
export function readingOrder(pages: readonly TextPage[]): Line[] {
  return pages.flatMap((page, index) => {
    const columns = splitColumns(page.items);
    return columns.flatMap((items) => linesOf(items, index));
  });
}

function splitColumns(items: readonly TextItem[]): TextItem[][] {
  const gutter = widestGutter(items);
  if (!gutter) return [[...items]];
  const crossing = (item: TextItem) => item.x < gutter.from && item.x + item.width > gutter.to;
  const left = items.filter((item) => !crossing(item) && item.x + item.width <= gutter.from);
  const right = items.filter((item) => !crossing(item) && item.x >= gutter.to);
  const across = items.filter(crossing);
  if (left.length < 3 || right.length < 3) return [[...items]];
  const top = Math.min(...[...left, ...right].map((item) => item.y));
  // Text across the gutter below the columns' top means the gutter is a table's, inside one column.
  if (across.some((item) => item.y > top)) return [[...items]];
  // Periods on one side beside entries on the other: a timeline, read row by row.
  if (datedShare(left) >= TIMELINE_DATES || datedShare(right) >= TIMELINE_DATES) return [[...items]];
  return [across, left, right].filter((part) => part.length > 0);
}

/** The widest vertical band no text crosses, in the middle 70% of where the text is, if wide enough. */
function widestGutter(items: readonly TextItem[]): { from: number; to: number } | undefined {
  if (items.length < 6) return undefined;
  const minX = Math.min(...items.map((item) => item.x));
  const maxX = Math.max(...items.map((item) => item.x + item.width));
  const spans = items.map((item) => [item.x, item.x + item.width] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  // Items whose box crosses the whole page (a heading above both columns) are left out of the search: the
  // caller decides whether they sit above the columns or inside them.
  const wide = (maxX - minX) * 0.6;
  let best: { from: number; to: number } | undefined;
  let reach = minX;
  for (const [from, to] of spans) {
    if (to - from > wide) continue;
    const lo = minX + (maxX - minX) * 0.15;
    const hi = maxX - (maxX - minX) * 0.15;
    if (from - reach >= MIN_GUTTER && reach >= lo && from <= hi) {
      if (!best || from - reach > best.to - best.from) best = { from: reach, to: from };
    }
    reach = Math.max(reach, to);
  }
  return best;
}

function datedShare(items: readonly TextItem[]): number {
  const rows = new Map<number, string>();
  for (const item of items) rows.set(Math.round(item.y), `${rows.get(Math.round(item.y)) ?? ""} ${item.str}`);
  const dated = [...rows.values()].filter((text) => findDateRanges(text).length > 0).length;
  return dated / Math.max(1, rows.size);
}

function linesOf(items: readonly TextItem[], page: number): Line[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: TextItem[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const anchor = row?.[0];
    // Same baseline within a third of the type's size: superscripts and mixed fonts stay on their line.
    if (row && anchor && Math.abs(item.y - anchor.y) <= Math.max(2, Math.min(item.height, anchor.height) / 3)) {
      row.push(item);
    } else {
      rows.push([item]);
    }
  }
  return rows.map((row) => lineOf(row, page));
}

function lineOf(row: TextItem[], page: number): Line {
  const items = row.sort((a, b) => a.x - b.x);
  const size = Math.max(...items.map((item) => item.height));
  const cells: string[] = [];
  let cell = "";
  let end = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const gap = item.x - end;
    if (cell !== "" && gap > size * CELL_GAP) {
      cells.push(cell.trim());
      cell = "";
    } else if (cell !== "" && gap > size * 0.15 && !cell.endsWith(" ") && !item.str.startsWith(" ")) {
      cell += " ";
    }
    cell += item.str;
    end = item.x + item.width;
  }
  cells.push(cell.trim());
  const clean = cells.map((text) => text.replace(/\s+/g, " ")).filter((text) => text !== "");
  return { text: clean.join(" | "), cells: clean, size, page, y: items[0]!.y };
}
