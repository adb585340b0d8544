import { type DateRange, mainDateRange } from "./cv-dates.ts";
import type { Line } from "./reading-order.ts";

/** One entry of an education or experience section, before it is told what its parts mean. */
export type RawEntry = {
  /** The entry's heading parts in reading order, the period taken out: ["Working student", "Siemens AG"]. */
  parts: string[];
  range: DateRange | undefined;
  /** Its text lines, bullets taken off, wrapped lines joined. */
  description: string[];
};

const BULLET = /^\s*[•▪◦·‣∙●○■□➢►▶✓✔*–—-]\s*/u;
// Between the parts of one heading line: "Working student | Siemens AG", "Intern – Bosch", "Intern at Bosch".
const PART_SEPARATOR = /\s+[|–—·•@]\s+|\s+-\s+|\s+(?:at|bei)\s+|,\s+(?=\p{Lu})/u;
// A heading part is short; longer text is a sentence of the description.
const MAX_PART = 90;

// Heading lines read below an entry's period at most ("09/2021 – 06/2024" / "B.Sc. Physics" / "TU Munich").
const MAX_LINES_BELOW = 3;
// A period cut by a narrow table cell: "2021-04 bis 2023-" above "07", "Sept. 2021 –" above "heute".
const CUT_PERIOD = /(?:\d{4}-|[-–—]|\bbis|\bto)\s*$/u;
const PERIOD_REST = /^(?:\d{1,2}|\d{1,2}[./]\d{4}|\d{4}(?:-\d{2})?|\p{L}{3,9}\.?\s?\d{4}|\p{L}{3,9})$/u;

const isBullet = (line: Line) => BULLET.test(line.text);

/** Lines whose first cell ends in a cut period get the rest of it back from the first cell of the next. */
function joinWrappedPeriods(input: readonly Line[]): Line[] {
  const lines = [...input];
  const out: Line[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const next = lines[index + 1];
    const head = line.cells[0] ?? "";
    const rest = next?.cells[0] ?? "";
    if (!next || !CUT_PERIOD.test(head) || !PERIOD_REST.test(rest) || !mainDateRange(head)) {
      out.push(line);
      continue;
    }
    const joined = head.endsWith("-") && /^\d/.test(rest) ? `${head}${rest}` : `${head} ${rest}`;
    const cells = [joined, ...line.cells.slice(1)];
    out.push({ ...line, cells, text: cells.join(" | ") });
    const remaining = next.cells.slice(1);
    if (remaining.length > 0) lines[index + 1] = { ...next, cells: remaining, text: remaining.join(" | ") };
    else index++;
  }
  return out;
}

/**
 * An education or experience section split into its entries. Each entry carries one period, so the periods
 * mark the entries; whether an entry's heading comes before its period or after it is read off the first
 * entry and taken for all (a CV writes its entries alike).
 */
export function splitEntries(
  section: readonly Line[],
  /** Whether the heading parts read so far make the whole heading (more are read below a period until it does). */
  complete: (parts: readonly string[]) => boolean,
): RawEntry[] {
  const lines = joinWrappedPeriods(section);
  const ranges = lines.map((line) => (isBullet(line) ? undefined : mainDateRange(line.text)));
  const dated = ranges.flatMap((range, index) => (range ? [index] : []));
  if (dated.length === 0) return lines.length > 0 ? [undatedEntry(lines)] : [];
  const first = dated[0]!;
  // How many heading lines come before an entry's period (0: the period opens the entry).
  let before = 0;
  while (before < 2 && first - before - 1 >= 0 && !isBullet(lines[first - before - 1]!)) before++;

  const starts = dated.map((index, position) => {
    const floor = position === 0 ? 0 : dated[position - 1]! + 1;
    let start = index;
    while (start > floor && index - start < before && !isBullet(lines[start - 1]!)) start--;
    return start;
  });
  return dated.map((index, position) => {
    const end = position + 1 < starts.length ? starts[position + 1]! : lines.length;
    return entryOf(lines.slice(starts[position], end), index - starts[position]!, ranges[index]!, complete);
  });
}

function entryOf(
  lines: Line[],
  dateAt: number,
  range: DateRange,
  complete: (parts: readonly string[]) => boolean,
): RawEntry {
  const parts: string[] = [];
  for (const line of lines.slice(0, dateAt)) parts.push(...partsOf(line.text));
  const dateLine = lines[dateAt]!;
  const rest = dateLine.text.slice(0, range.index) + " " + dateLine.text.slice(range.index + range.length);
  parts.push(...partsOf(rest));
  let next = dateAt + 1;
  // A heading below its period: "09/2021 – 06/2024" / "B.Sc. Computer Science" / "TU Munich".
  while (
    !complete(parts) &&
    next - dateAt <= MAX_LINES_BELOW &&
    next < lines.length &&
    !isBullet(lines[next]!) &&
    isShort(lines[next]!)
  ) {
    parts.push(...partsOf(lines[next]!.text));
    next++;
  }
  return { parts, range, description: descriptionOf(lines.slice(next)) };
}

function undatedEntry(lines: readonly Line[]): RawEntry {
  const [first, ...rest] = lines;
  return { parts: partsOf(first!.text), range: undefined, description: descriptionOf(rest) };
}

const isShort = (line: Line) => line.text.length <= MAX_PART && !/[.!?]$/.test(line.text);

/** A heading's parts: its cells, each split at the separators between title and organisation. */
export function partsOf(text: string): string[] {
  return text
    .split(" | ")
    .flatMap((cell) => cell.split(PART_SEPARATOR))
    .map((part) => part.replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, "").trim())
    .filter((part) => part !== "" && /\p{L}/u.test(part));
}

function descriptionOf(lines: readonly Line[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    if (isBullet(line) || items.length === 0) items.push(line.text.replace(BULLET, "").trim());
    else items[items.length - 1] += ` ${line.text.trim()}`;
  }
  return items.filter((item) => item !== "");
}
