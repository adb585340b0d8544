/** Calendar arithmetic on ISO strings, in whole UTC days and months; no clock, no time zones. */

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

/** Days since 1970-01-01 → `YYYY-MM-DD`. */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day `months` calendar months after `day` (clamped to the month's last day: Jan 31 + 1 → Feb 28). */
export function addMonths(day: number, months: number): number {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) / DAY_MS;
}

/** `YYYY-MM` (or `YYYY-MM-DD`) → months since year 0, so that differences count months. */
export function monthNumber(yearMonth: string): number {
  return Number(yearMonth.slice(0, 4)) * 12 + Number(yearMonth.slice(5, 7)) - 1;
}
