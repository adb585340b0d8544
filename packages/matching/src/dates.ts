/** Calendar arithmetic on ISO strings, in whole UTC days and months; no clock, no time zones. */
import { formatDate } from "@stint/shared/date-text";

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` → days since 1970-01-01. */
export function dayNumber(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  const value = Date.UTC(year, month - 1, day) / DAY_MS;
  if (!Number.isFinite(value)) throw new RangeError(`Not a date: ${isoDate}`);
  return value;
}

const isoDates = new Map<number, string>();
const ISO_DATES_LIMIT = 10_000;

/** Days since 1970-01-01 → `YYYY-MM-DD`. Remembered: an explanation names the same few days again and again. */
export function isoDate(day: number): string {
  let text = isoDates.get(day);
  if (text === undefined) {
    if (isoDates.size >= ISO_DATES_LIMIT) isoDates.clear();
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoDates.set(day, text);
  }
  return text;
}

const shownDates = new Map<number, string>();

/** Days since 1970-01-01 → "1 Feb 2027", as the app shows every day. Remembered like `isoDate`. */
export function shownDate(day: number): string {
  let text = shownDates.get(day);
  if (text === undefined) {
    if (shownDates.size >= ISO_DATES_LIMIT) shownDates.clear();
    text = formatDate(isoDate(day)) ?? isoDate(day);
    shownDates.set(day, text);
  }
  return text;
}

/*
 * Days ↔ (year, month, day) in the proleptic Gregorian calendar by integer arithmetic (H. Hinnant's
 * days_from_civil / civil_from_days): scoring asks for a job's end for every pair it scores, and going
 * through Date objects was a tenth of a ranking's scoring time.
 */

const DAYS_TO_1970 = 719_468; // from 0000-03-01, where these eras of 400 years start
const DAYS_PER_ERA = 146_097;

/** Days since 1970-01-01 of a date; `month` 1–12. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_ERA + dayOfEra - DAYS_TO_1970;
}

/** The date of a day number: year, month 1–12, day of the month. */
function civilFromDays(days: number): [year: number, month: number, day: number] {
  const z = days + DAYS_TO_1970;
  const era = Math.floor(z / DAYS_PER_ERA);
  const dayOfEra = z - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153); // 0 = March
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number) => (month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]!);

/** The day `months` calendar months after `day` (clamped to the month's last day: Jan 31 + 1 → Feb 28). */
export function addMonths(day: number, months: number): number {
  const [year, month, date] = civilFromDays(day);
  const total = year * 12 + (month - 1) + months;
  const toYear = Math.floor(total / 12);
  const toMonth = total - toYear * 12 + 1;
  return daysFromCivil(toYear, toMonth, Math.min(date, daysInMonth(toYear, toMonth)));
}

/** `YYYY-MM` (or `YYYY-MM-DD`) → months since year 0, so that differences count months. */
export function monthNumber(yearMonth: string): number {
  return Number(yearMonth.slice(0, 4)) * 12 + Number(yearMonth.slice(5, 7)) - 1;
}
