import { onFirstUse } from "@stint/shared/on-first-use";
import { currentLocale } from "../../../lib/locale.ts";

/** The viewer's IANA zone, as the browser knows it ("UTC" when it does not say). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Every IANA zone the browser knows, with the one given first added when missing ("UTC" is not listed by all). */
export function timeZoneNames(include: readonly string[] = []): string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const names = new Set(listed);
  for (const name of include) names.add(name);
  return [...names].sort();
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// One formatter per zone: making one loads locale data, and a list of slots formats the same zone many times.
const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(zone: string) {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(zone, format);
  }
  return format;
}

/** The wall clock of `zone` at an instant, as the UTC milliseconds of the same date and time. */
function wallClockMs(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** How far `zone` is ahead of UTC at an instant, in minutes (Zurich in winter: 60). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const ms = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallClockMs(ms, zone) - ms) / 60_000);
}

/** "YYYY-MM-DD" and "HH:mm" as they read in `zone`. */
export function wallTime(instant: Date, zone: string): { date: string; time: string } {
  const iso = new Date(wallClockMs(instant.getTime(), zone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * The instant a date and time on the clocks of `zone` stands for (stored in UTC, as the API keeps it), or null
 * when the wall time does not exist there (skipped when the clocks go forward) or the input is not a date/time.
 * A time the clocks pass twice (going back) is the first of the two.
 */
export function zonedToUtc(date: string, time: string, zone: string): Date | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch || !isTimeZone(zone)) return null;
  const [, year, month, day] = dateMatch.map(Number) as [number, number, number, number];
  const [, hour, minute] = timeMatch.map(Number) as [number, number, number];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day) return null;
  // The offset before and after a change differ; trying both finds the instant whose wall clock matches.
  const candidates = [wall - 24 * 3_600_000, wall + 24 * 3_600_000]
    .map((probe) => wall - zoneOffsetMinutes(new Date(probe), zone) * 60_000)
    .sort((a, b) => a - b);
  const found = candidates.find((instant) => wallClockMs(instant, zone) === wall);
  if (found !== undefined) return new Date(found);
  const direct = wall - zoneOffsetMinutes(new Date(wall), zone) * 60_000;
  return wallClockMs(direct, zone) === wall ? new Date(direct) : null;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** A zone's formatter in the page's locale (lib/locale.ts), kept per locale and zone. */
function formatFor(cache: Map<string, Intl.DateTimeFormat>, zone: string, options: Intl.DateTimeFormatOptions) {
  const locale = currentLocale();
  const key = `${locale} ${zone}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: zone, ...options });
    cache.set(key, format);
  }
  return format;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** "GMT+1", "GMT-4:30", "GMT": the zone's offset at an instant, as people read it. */
export function offsetLabel(zone: string, at: Date = new Date()): string {
  const format = formatFor(offsetFormats, zone, { timeZoneName: "shortOffset" });
  const label = format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? zone;
  // Engines write no offset as "GMT" or "GMT+0".
  return label === "GMT+0" ? "GMT" : label;
}

/** "Europe/Zurich" → "Zurich", "America/Argentina/Buenos_Aires" → "Buenos Aires": a zone's city. */
export function zoneCity(zone: string): string {
  const last = zone.split("/").pop() ?? zone;
  return last.replace(/_/g, " ");
}

/** "Zurich (GMT+1)": a zone as a label, with its offset now (or at `at`). */
export function zoneLabel(zone: string, at: Date = new Date()): string {
  if (zone === "UTC" || zone === "Etc/UTC") return "UTC";
  return `${zoneCity(zone)} (${offsetLabel(zone, at)})`;
}

const dayOptions: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", year: "numeric" };
const timeOptions: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

/** "Tue 1 Dec 2026" / "Di., 1. Dez. 2026": the day an instant falls on in `zone`. */
export function formatDay(instant: Date, zone: string): string {
  return formatFor(dayFormats, zone, dayOptions).format(instant).replace(",", "");
}

/** "14:00": the time an instant shows on the clocks of `zone`. */
export function formatClock(instant: Date, zone: string): string {
  return formatFor(timeFormats, zone, timeOptions).format(instant);
}

/** A slot's day and its times as one zone reads them: "Tue 1 Dec 2026" and "14:00–14:45". */
export function slotParts(startsAt: string, durationMinutes: number, zone: string): { day: string; times: string } {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const day = formatDay(start, zone);
  const endDay = formatDay(end, zone);
  const endText = endDay === day ? formatClock(end, zone) : `${endDay}, ${formatClock(end, zone)}`;
  return { day, times: `${formatClock(start, zone)}–${endText}` };
}

/** A slot as one zone reads it: "Tue 1 Dec 2026, 14:00–14:45", the end's day added when it is another day. */
export function formatSlotIn(startsAt: string, durationMinutes: number, zone: string): string {
  const { day, times } = slotParts(startsAt, durationMinutes, zone);
  return `${day}, ${times}`;
}

export type SlotText = {
  /** In the viewer's zone, e.g. "Tue 1 Dec 2026, 14:00–14:45". */
  local: string;
  /** The viewer's zone, e.g. "Zurich (GMT+1)". */
  localZone: string;
  /** In the interview's zone when its clocks read differently there, e.g. "08:00–08:45 New York (GMT-5)". */
  other: string | null;
};

/**
 * A slot in the viewer's zone, and in the interview's zone when that reads differently (a student in New York
 * sees "14:00" and "20:00 Zurich time" for an interview the company set in Zurich).
 */
export function slotText(
  slot: { startsAt: string; durationMinutes: number },
  interviewZone: string,
  viewerZone: string = browserTimeZone(),
): SlotText {
  const start = new Date(slot.startsAt);
  const local = formatSlotIn(slot.startsAt, slot.durationMinutes, viewerZone);
  const there = formatSlotIn(slot.startsAt, slot.durationMinutes, interviewZone);
  return {
    local,
    localZone: zoneLabel(viewerZone, start),
    other: there === local ? null : `${there} ${zoneLabel(interviewZone, start)}`,
  };
}

/** The zones as a searchable select lists them: "Zurich (GMT+1) · Europe/Zurich", the name searched too. */
export const timeZoneOptions = onFirstUse(() => {
  const now = new Date();
  return timeZoneNames(["UTC", browserTimeZone()]).map((zone) => ({
    value: zone,
    label: `${zone.replace(/_/g, " ")} (${offsetLabel(zone, now)})`,
  }));
});
