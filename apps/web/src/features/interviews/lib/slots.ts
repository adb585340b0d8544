import type { TFunction } from "i18next";
import { zonedToUtc } from "./time-zones.ts";

/** One proposed slot as the form holds it: a day and a time on the clocks of the interview's zone. */
export type SlotValues = { date: string | null; time: string; durationMinutes: string };

/** The lengths offered; the API takes any whole number of minutes in its range. */
export const durationOptions = (t: TFunction) =>
  [15, 20, 30, 45, 60, 90, 120, 180, 240].map((minutes) => ({
    value: String(minutes),
    label: formatDuration(t, minutes),
  }));

/** 45 → "45 min", 90 → "1 h 30 min", 120 → "2 h" ("1 Std. 30 Min." in German). */
export function formatDuration(t: TFunction, minutes: number): string {
  if (minutes < 60) return t("interviews:duration.minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest
    ? t("interviews:duration.hoursMinutes", { hours, minutes: rest })
    : t("interviews:duration.hours", { hours });
}

export const DEFAULT_DURATION = "45";

/** The working day (Monday to Friday) `days` or more after `from` ("YYYY-MM-DD"). */
export function workdayAfter(from: string, days: number): string {
  const day = new Date(`${from}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * A new row: the working day after the last row's, at the same time and length; the first row two working
 * days ahead at 10:00 (time for the student to answer), which the company changes as it likes.
 */
export function nextSlot(previous: SlotValues | undefined, today: string): SlotValues {
  if (!previous) return { date: workdayAfter(today, 2), time: "10:00", durationMinutes: DEFAULT_DURATION };
  const from = previous.date && previous.date >= today ? previous.date : today;
  return { date: workdayAfter(from, 1), time: previous.time, durationMinutes: previous.durationMinutes };
}

export type SlotRules = { maxSlots: number; minDuration: number; maxDuration: number };

/**
 * What the form says before sending (the server checks the same): each row has a day, a time that exists in the
 * zone and is still ahead, a length in range, and no two rows start at the same moment. Keys are the form's
 * paths, so each message lands beside its input, in the page's language (`t`).
 */
export function validateSlots(
  slots: readonly SlotValues[],
  zone: string,
  rules: SlotRules,
  t: TFunction,
  now: Date = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (slots.length === 0) errors.slots = t("interviews:validation.atLeastOne");
  if (slots.length > rules.maxSlots) errors.slots = t("interviews:validation.atMost", { count: rules.maxSlots });
  const seen = new Map<number, number>();
  slots.forEach((slot, index) => {
    const at = `slots.${index}`;
    const minutes = Number(slot.durationMinutes);
    if (!slot.durationMinutes || !Number.isInteger(minutes)) {
      errors[`${at}.durationMinutes`] = t("interviews:validation.duration");
    } else if (minutes < rules.minDuration || minutes > rules.maxDuration) {
      errors[`${at}.durationMinutes`] = t("interviews:validation.durationRange", {
        min: rules.minDuration,
        max: rules.maxDuration,
      });
    }
    if (!slot.date) {
      errors[`${at}.date`] = t("interviews:validation.day");
      return;
    }
    if (!/^\d{2}:\d{2}$/.test(slot.time)) {
      errors[`${at}.time`] = t("interviews:validation.start");
      return;
    }
    const start = zonedToUtc(slot.date, slot.time, zone);
    if (!start) {
      errors[`${at}.time`] = t("interviews:validation.skipped");
      return;
    }
    if (start.getTime() <= now.getTime()) {
      errors[`${at}.time`] = t("interviews:validation.passed");
      return;
    }
    const earlier = seen.get(start.getTime());
    if (earlier !== undefined) errors[`${at}.time`] = t("interviews:validation.same", { number: earlier + 1 });
    else seen.set(start.getTime(), index);
  });
  return errors;
}

/** The slots as the API takes them (UTC instants); rows that cannot be read yet go out empty for its check. */
export function toSlotPayload(slots: readonly SlotValues[], zone: string) {
  return slots.map((slot) => ({
    startsAt: (slot.date && zonedToUtc(slot.date, slot.time, zone)?.toISOString()) || "",
    durationMinutes: Number(slot.durationMinutes),
  }));
}

/** The API's field paths of the slots (`slots.2.startsAt`) → the form's inputs (`slots.2.time`). */
export function slotFieldMap(maxSlots: number, prefix = "slots"): Record<string, string> {
  const map: Record<string, string> = {};
  for (let index = 0; index < maxSlots; index += 1) {
    map[`${prefix}.${index}.startsAt`] = `slots.${index}.time`;
    map[`${prefix}.${index}`] = `slots.${index}.time`;
    map[`${prefix}.${index}.durationMinutes`] = `slots.${index}.durationMinutes`;
  }
  return map;
}
