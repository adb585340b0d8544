import type { TFunction } from "i18next";
import { formatYearMonth } from "./format.ts";

/**
 * A student's graduation month in words: "Graduating June 2027" ahead, "Graduated June 2025" once the month has
 * begun. A past month is a graduate's, not a mistake (graduates look for jobs too). `t` is any namespace's.
 */
export function graduationText(t: TFunction, yearMonth: string | null | undefined, now: Date = new Date()) {
  const month = formatYearMonth(yearMonth);
  if (!yearMonth || !month) return null;
  const current = now.toISOString().slice(0, 7);
  return t("components:graduation", { past: yearMonth <= current ? "yes" : "no", month });
}
