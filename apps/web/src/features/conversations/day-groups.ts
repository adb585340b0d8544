import { currentLocale, perLocale } from "../../lib/locale.ts";

/** Messages of one calendar day in the viewer's time zone, with the day's key ("2026-11-28") for React. */
export type DayGroup<T> = { day: string; items: T[] };

/** The calendar day of an instant in `timeZone` (the viewer's, by default), as "YYYY-MM-DD". */
export function dayKey(instant: string, timeZone?: string): string {
  // en-CA writes YYYY-MM-DD: a key, never shown.
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
    .formatToParts(new Date(instant))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Messages (oldest first) grouped under the days they were sent, in the viewer's time zone. */
export function groupByDay<T extends { sentAt: string }>(items: readonly T[], timeZone?: string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayKey(item.sentAt, timeZone);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** Calendar days from `day` to today in `timeZone` (0: today, 1: yesterday). */
function daysAgo(day: string, now: Date, timeZone?: string): number {
  const today = dayKey(now.toISOString(), timeZone);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(year, month - 1, date)) / 86_400_000);
}

const relative = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase(currentLocale()) + text.slice(1);

/** "Today", "Yesterday", "Monday", or "3 November 2026" (the year left out within the current one), in the locale. */
export function dayLabel(day: string, now: Date = new Date(), timeZone?: string): string {
  const days = daysAgo(day, now, timeZone);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  if (days === 0 || days === 1) return capitalised(relative().format(-days, "day"));
  const locale = currentLocale();
  if (days > 1 && days < 7) return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(noon);
  const sameYear = dayKey(now.toISOString(), timeZone).startsWith(String(year));
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: sameYear ? undefined : "numeric",
    timeZone: "UTC",
  }).format(noon);
}

/** "14:05": a message's time in the viewer's time zone (and clock). */
export function messageTime(instant: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { hour: "2-digit", minute: "2-digit", timeZone }).format(
    new Date(instant),
  );
}

/** When the inbox's last message was sent: "14:05" today, "Mon" this week, else "3 Nov" (and the year when another). */
export function inboxTime(instant: string, now: Date = new Date(), timeZone?: string): string {
  const day = dayKey(instant, timeZone);
  const calendarDays = daysAgo(day, now, timeZone);
  if (calendarDays === 0) return messageTime(instant, timeZone);
  if (calendarDays === 1) return dayLabel(day, now, timeZone);
  const date = new Date(instant);
  const days = (now.getTime() - date.getTime()) / 86_400_000;
  const locale = currentLocale();
  if (days < 7) return new Intl.DateTimeFormat(locale, { weekday: "short", timeZone }).format(date);
  const sameYear = dayKey(now.toISOString(), timeZone).slice(0, 4) === day.slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: sameYear ? undefined : "numeric",
    timeZone,
  }).format(date);
}
