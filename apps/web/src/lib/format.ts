import { onFirstUse } from "@stint/shared/on-first-use";

export function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? `${parts[0]?.[0] ?? ""}${parts[parts.length - 1]?.[0] ?? ""}` : (parts[0]?.slice(0, 2) ?? "");
  return letters.toUpperCase() || "?";
}

// Formatters are made on first use: building one loads its locale's data (~10 ms each on a slow phone), and this
// module is part of every screen's first load while most screens use one or two of its formatters, or none.
const monthFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }),
);

/** "2027-06" → "June 2027". */
export function formatYearMonth(value: string | null | undefined) {
  if (!value) return null;
  const [year, month] = value.split("-").map(Number);
  if (!year || !month) return value;
  return monthFormat().format(new Date(Date.UTC(year, month - 1, 1)));
}

/** "2026-09-01" → "1 Sept 2026": the one day format, shared with the match explanations. */
export { formatDate } from "@stint/shared/date-text";

const relative = onFirstUse(() => new Intl.RelativeTimeFormat("en", { numeric: "auto" }));
const DAY = 86_400_000;

/** "today", "yesterday", "3 days ago", "2 weeks ago", "4 months ago". */
export function formatAgo(value: string | null | undefined, now: Date = new Date()) {
  if (!value) return null;
  const then = new Date(value);
  if (Number.isNaN(then.getTime())) return null;
  const startOf = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const days = Math.round((startOf(now) - startOf(then)) / DAY);
  if (days <= 0) return "today";
  if (days < 7) return relative().format(-days, "day");
  if (days < 31) return relative().format(-Math.floor(days / 7), "week");
  if (days < 365) return relative().format(-Math.floor(days / 30), "month");
  return relative().format(-Math.floor(days / 365), "year");
}

/** "just now", "5 minutes ago", "3 hours ago", then as formatAgo ("yesterday", "2 weeks ago"): when something happened. */
export function formatTimeAgo(value: string | null | undefined, now: Date = new Date()) {
  if (!value) return null;
  const then = new Date(value);
  if (Number.isNaN(then.getTime())) return null;
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return relative().format(-minutes, "minute");
  if (minutes < 12 * 60) return relative().format(-Math.floor(minutes / 60), "hour");
  return formatAgo(value, now);
}

/** "https://www.acme.example/jobs/" → "acme.example/jobs", for showing a link compactly. */
export function displayUrl(url: string) {
  return url.replace(/^https?:\/\/(www\.)?/i, "").replace(/\/$/, "");
}

export function greeting(date = new Date()) {
  const hour = date.getHours();
  if (hour < 5) return "Good evening";
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

/** 1536 → "1.5 KB", 10485760 → "10 MB": sizes as people read them (binary units, as the limits are). */
export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(value < 10 ? 1 : 0))} ${units[unit]}`;
}

const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    }),
);

/** "2026-11-24T14:03:00Z" → "24 Nov 2026, 15:03" in the viewer's time zone: when something happened. */
export function formatDateTime(value: string | null | undefined) {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat().format(date);
}

/** Today's date as `YYYY-MM-DD` in UTC, the form the API compares deadlines in. */
export function todayIso(now: Date = new Date()) {
  return now.toISOString().slice(0, 10);
}
