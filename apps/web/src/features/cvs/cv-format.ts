import { JOB_TYPE_LABELS, WORK_MODE_LABELS, type JobType, type WorkMode } from "@stint/shared/jobs";
import { formatDate } from "../../lib/format.ts";

const shortMonth = new Intl.DateTimeFormat("en", { month: "short", year: "numeric", timeZone: "UTC" });

/** "2024-09" → "Sep 2024". */
export function formatMonth(value: string) {
  const [year, month] = value.split("-").map(Number);
  if (!year || !month) return value;
  return shortMonth.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** An entry's time on a CV: "Sep 2022 – Jun 2025", or "Sep 2024 – present" while it goes on. */
export function formatPeriod(start: string, end: string | null) {
  return `${formatMonth(start)} – ${end ? formatMonth(end) : "present"}`;
}

/** "Available from 1 Mar 2027 until 31 Aug 2027", "Available until …", "Available now"; null when not said. */
export function availabilityLine(
  from: string | null,
  to: string | null,
  today = new Date().toISOString().slice(0, 10),
) {
  if (!from && !to) return null;
  const start = !from || from <= today ? "Available now" : `Available from ${formatDate(from)}`;
  return to ? `${start} until ${formatDate(to)}` : start;
}

/** "Internship, Working student", or null when any type is fine. */
export function jobTypesLine(types: readonly JobType[]) {
  return types.length > 0 ? types.map((type) => JOB_TYPE_LABELS[type]).join(", ") : null;
}

export function workModesLine(modes: readonly WorkMode[]) {
  return modes.length > 0 ? modes.map((mode) => WORK_MODE_LABELS[mode]).join(", ") : null;
}
