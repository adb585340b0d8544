import { currentLocale, perLocale } from "./locale.ts";

export function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? `${parts[0]?.[0] ?? ""}${parts[parts.length - 1]?.[0] ?? ""}` : (parts[0]?.slice(0, 2) ?? "");
  return letters.toUpperCase() || "?";
}

// Every format goes through Intl in the page's locale (lib/locale.ts: the browser's region of the interface's
// language, de-CH or de-DE), built on first use per locale: building one loads its locale's data (~10 ms each on
// a slow phone), and this module is part of every screen's first load while most screens use one or two of them.
const monthFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }),
);

/** "2027-06" → "June 2027" / "Juni 2027". */
export function formatYearMonth(value: string | null | undefined) {
  if (!value) return null;
  const [year, month] = value.split("-").map(Number);
  if (!year || !month) return value;
  return monthFormat().format(new Date(Date.UTC(year, month - 1, 1)));
}

const dayFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
);

/** "2026-09-01" → "1 Sept 2026" / "1. Sept. 2026"; a timestamp gives its UTC day, an unreadable value comes back. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dayFormat().format(date);
}

const relative = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
const DAY = 86_400_000;

/** How many calendar days (in the viewer's time zone) lie between `then` and `now`. */
function daysBetween(then: Date, now: Date) {
  const startOf = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((startOf(now) - startOf(then)) / DAY);
}

/** "today", "yesterday", "3 days ago", "2 weeks ago", "4 months ago" (German: "heute", "gestern", "vor 3 Tagen"). */
export function formatAgo(value: string | null | undefined, now: Date = new Date()) {
  if (!value) return null;
  const then = new Date(value);
  if (Number.isNaN(then.getTime())) return null;
  const days = Math.max(0, daysBetween(then, now));
  if (days < 7) return relative().format(-days, "day");
  if (days < 31) return relative().format(-Math.floor(days / 7), "week");
  if (days < 365) return relative().format(-Math.floor(days / 30), "month");
  return relative().format(-Math.floor(days / 365), "year");
}

/** "now", "5 minutes ago", "3 hours ago", then as formatAgo ("yesterday", "2 weeks ago"): when something happened. */
export function formatTimeAgo(value: string | null | undefined, now: Date = new Date()) {
  if (!value) return null;
  const then = new Date(value);
  if (Number.isNaN(then.getTime())) return null;
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return relative().format(0, "second");
  if (minutes < 60) return relative().format(-minutes, "minute");
  if (minutes < 12 * 60) return relative().format(-Math.floor(minutes / 60), "hour");
  return formatAgo(value, now);
}

const numberFormat = perLocale((locale) => new Intl.NumberFormat(locale));
const decimalFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** 1234 → "1,234" (en), "1.234" (de-DE), "1’234" (de-CH): counts. */
export function formatNumber(value: number) {
  return numberFormat().format(value);
}

/** 4.25 → "4.3" / "4,3": averages, one decimal. */
export function formatDecimal(value: number) {
  return decimalFormat().format(value);
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** 4200, "CHF" → "CHF 4,200" / "CHF 4’200": money in whole units. */
export function formatCurrency(amount: number, currency: string) {
  const key = `${currentLocale()} ${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(currentLocale(), { style: "currency", currency, maximumFractionDigits: 0 });
    currencyFormats.set(key, format);
  }
  return format.format(amount);
}

const kilometres = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: "unit", unit: "kilometer", maximumFractionDigits: 0 }),
);

/** 1234 → "1,234 km" / "1.234 km": a distance (the sentence around it is the catalogue's). */
export function formatKilometres(km: number) {
  return kilometres().format(km);
}

const BYTE_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
const byteFormats = new Map<string, Intl.NumberFormat>();

/** 1536 → "1.5 kB" / "1,5 kB", 10485760 → "10 MB": sizes as people read them (binary steps, as the limits are). */
export function formatBytes(bytes: number) {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const key = `${currentLocale()} ${unit} ${value < 10 ? 1 : 0}`;
  let format = byteFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(currentLocale(), {
      style: "unit",
      unit: BYTE_UNITS[unit],
      unitDisplay: unit === 0 ? "long" : "short",
      maximumFractionDigits: unit > 0 && value < 10 ? 1 : 0,
    });
    byteFormats.set(key, format);
  }
  return format.format(value);
}

/** "https://www.acme.example/jobs/" → "acme.example/jobs", for showing a link compactly. */
export function displayUrl(url: string) {
  return url.replace(/^https?:\/\/(www\.)?/i, "").replace(/\/$/, "");
}

/** The part of the day a greeting names (the words are the catalogue's: `components:greeting`). */
export function partOfDay(date = new Date()): "morning" | "afternoon" | "evening" {
  const hour = date.getHours();
  if (hour < 5) return "evening";
  if (hour < 12) return "morning";
  if (hour < 18) return "afternoon";
  return "evening";
}

const dateTimeFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    }),
);

const timeFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }));

/** "14:03" in the viewer's time zone, in the locale's clock. */
export const formatTime = (value: Date) => timeFormat().format(value);

/** "2026-11-24T14:03:00Z" → "24 Nov 2026, 15:03" / "24. Nov. 2026, 15:03" in the viewer's time zone: when something happened. */
export function formatDateTime(value: string | null | undefined) {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat().format(date);
}

/** Today's date as `YYYY-MM-DD` in UTC, the form the API compares deadlines in. */
export function todayIso(now: Date = new Date()) {
  return now.toISOString().slice(0, 10);
}
