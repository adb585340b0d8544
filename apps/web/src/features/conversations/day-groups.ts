/** Messages of one calendar day in the viewer's time zone, with the day's key ("2026-11-28") for React. */
export type DayGroup<T> = { day: string; items: T[] };

/** The calendar day of an instant in `timeZone` (the viewer's, by default), as "YYYY-MM-DD". */
export function dayKey(instant: string, timeZone?: string): string {
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

/** "Today", "Yesterday", "Monday", or "3 November 2026" (the year left out within the current one). */
export function dayLabel(day: string, now: Date = new Date(), timeZone?: string): string {
  const today = dayKey(now.toISOString(), timeZone);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const days = Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(year, month - 1, date)) / 86_400_000);
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days > 1 && days < 7) return new Intl.DateTimeFormat("en", { weekday: "long", timeZone: "UTC" }).format(noon);
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: year === ty ? undefined : "numeric",
    timeZone: "UTC",
  }).format(noon);
}

/** "14:05": a message's time in the viewer's time zone (and clock). */
export function messageTime(instant: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit", timeZone }).format(new Date(instant));
}

/** When the inbox's last message was sent: "14:05" today, "Mon" this week, else "3 Nov" (and the year when another). */
export function inboxTime(instant: string, now: Date = new Date(), timeZone?: string): string {
  const day = dayKey(instant, timeZone);
  const label = dayLabel(day, now, timeZone);
  if (label === "Today") return messageTime(instant, timeZone);
  if (label === "Yesterday") return "Yesterday";
  const date = new Date(instant);
  const days = (now.getTime() - date.getTime()) / 86_400_000;
  if (days < 7) return new Intl.DateTimeFormat("en", { weekday: "short", timeZone }).format(date);
  const sameYear = dayKey(now.toISOString(), timeZone).slice(0, 4) === day.slice(0, 4);
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: sameYear ? undefined : "numeric",
    timeZone,
  }).format(date);
}
