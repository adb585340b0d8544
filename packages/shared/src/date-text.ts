import { onFirstUse } from "./on-first-use.ts";

// Made on first use: building it loads its locale's data, and the web app's first screen may show no date.
const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
);

/**
 * The one way a day is written wherever people read it (the web app, match explanations): "2026-09-01" →
 * "1 Sept 2026"; a timestamp gives its UTC day. An unreadable value is returned as it came.
 */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dayFormat().format(date);
}
