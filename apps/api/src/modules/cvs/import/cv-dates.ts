import { fold } from "@stint/matching/text";

/** A period as a CV writes it; months are null where only a year is given ("2019–2021"). */
export type DateRange = {
  start: string | null;
  end: string | null;
  ongoing: boolean;
  /** Where in the text the period was written, to take it out of a title or a school's name. */
  index: number;
  length: number;
};

// Month names and their usual abbreviations in English and German, folded (März → marz).
const MONTHS: Record<string, number> = {};
const MONTH_NAMES = [
  ["january", "januar", "jan", "jaenner", "janner"],
  ["february", "februar", "feb", "febr"],
  ["march", "marz", "maerz", "mar", "mrz"],
  ["april", "apr"],
  ["may", "mai"],
  ["june", "juni", "jun"],
  ["july", "juli", "jul"],
  ["august", "aug"],
  ["september", "sept", "sep"],
  ["october", "oktober", "oct", "okt"],
  ["november", "nov"],
  ["december", "dezember", "dec", "dez"],
];
MONTH_NAMES.forEach((names, index) => names.forEach((name) => (MONTHS[name] = index + 1)));

const MONTH_WORD = `(?:${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|")})\\.?`;
const YEAR = "(?:19[5-9]\\d|20[0-4]\\d)";
// 09/2021, 9.2021, 2021-09, Sept. 2021, September 2021, 2021.
const POINT = `(?:(?:0?[1-9]|1[0-2])\\s?[./]\\s?${YEAR}|${YEAR}-(?:0[1-9]|1[0-2])(?!\\d)|${MONTH_WORD}\\s*${YEAR}|${YEAR})`;
const NOW = "(?:present|now|today|current|currently|ongoing|heute|jetzt|aktuell|laufend|dato|bis heute)";
const DASH = "\\s*(?:[-–—‒]+|to|until|bis)\\s*";
const SINCE = "(?:since|seit|from|ab)\\s+";

// Not a group of digits among others: "+49 176 2019 5678" holds no year.
const RANGE = new RegExp(`(?<![\\w/.]|\\d )(${POINT})(?:${DASH}(${POINT}|${NOW}))?(?![\\w/]| \\d)`, "g");
const SINCE_RANGE = new RegExp(`(?<![\\w])${SINCE}(${POINT})(?![\\w/])`, "g");
const NOW_ONLY = new RegExp(`^${NOW}$`);

/** Every period in a line of text, in order: "09/2021 – 06/2024", "Sept. 2021 – heute", "seit 2022", "2019". */
export function findDateRanges(text: string): DateRange[] {
  const folded = fold(text);
  const found: DateRange[] = [];
  for (const match of folded.matchAll(SINCE_RANGE)) {
    found.push({ start: point(match[1]!), end: null, ongoing: true, index: match.index, length: match[0].length });
  }
  for (const match of folded.matchAll(RANGE)) {
    if (found.some((range) => overlaps(range, match.index, match[0].length))) continue;
    const to = match[2];
    const ongoing = to !== undefined && NOW_ONLY.test(to.trim());
    found.push({
      start: point(match[1]!),
      end: to === undefined || ongoing ? null : point(to),
      ongoing,
      index: match.index,
      length: match[0].length,
    });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The first period that is a span (or "since"), else a lone date taken as the end (a degree's year). */
export function mainDateRange(text: string): DateRange | undefined {
  const ranges = findDateRanges(text);
  return ranges.find((range) => range.end !== null || range.ongoing) ?? ranges[0];
}

function overlaps(range: DateRange, index: number, length: number) {
  return index < range.index + range.length && range.index < index + length;
}

/** "2021-09", or "2021" where the text gives no month. */
function point(text: string): string {
  const trimmed = text.trim();
  const year = /(19|20)\d\d/.exec(trimmed)![0];
  const numeric = /^(\d{1,2})\s?[./]/.exec(trimmed) ?? /^\d{4}-(\d{2})/.exec(trimmed);
  if (numeric) return `${year}-${numeric[1]!.padStart(2, "0")}`;
  const word = /^[a-z]+/.exec(trimmed);
  const month = word ? MONTHS[word[0]] : undefined;
  return month ? `${year}-${String(month).padStart(2, "0")}` : year;
}
