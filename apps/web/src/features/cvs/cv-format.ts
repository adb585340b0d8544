import type { JobType, WorkMode } from "@stint/shared/jobs";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type Labels, useLabels } from "../../i18n/labels.ts";
import { formatDate, formatYearMonth } from "../../lib/format.ts";

/** The CV's lines in the page's language (`cvs` catalogue), for a component: `useCvFormat().period(…)`. */
export function cvFormatOf(t: TFunction, labels: Labels) {
  return {
    /** An entry's time on a CV: "September 2022 – June 2025", or "September 2024 – present" while it goes on. */
    period: (start: string, end: string | null) =>
      t("format.period", { start: formatYearMonth(start), end: end ? formatYearMonth(end) : t("format.present") }),

    /** "Available from 1 Mar 2027 until 31 Aug 2027", "Available now", …; null when not said. */
    availability(from: string | null, to: string | null, today = new Date().toISOString().slice(0, 10)) {
      if (!from && !to) return null;
      const now = !from || from <= today;
      const values = { from: formatDate(from), to: formatDate(to) };
      if (now) return t(to ? "format.availableNowUntil" : "format.availableNow", values);
      return t(to ? "format.availableFromUntil" : "format.availableFrom", values);
    },

    /** "Internship, Working student", or null when any type is fine. */
    jobTypes: (types: readonly JobType[]) => (types.length > 0 ? types.map(labels.jobType).join(", ") : null),
    workModes: (modes: readonly WorkMode[]) => (modes.length > 0 ? modes.map(labels.workMode).join(", ") : null),
  };
}

export type CvFormat = ReturnType<typeof cvFormatOf>;

export function useCvFormat(): CvFormat {
  const { t } = useTranslation("cvs");
  const labels = useLabels();
  return useMemo(() => cvFormatOf(t, labels), [t, labels]);
}
