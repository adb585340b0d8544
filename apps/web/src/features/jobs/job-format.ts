import { shownDistanceKm } from "@stint/shared/distance-text";
import { jobFilterPills, type PillWords } from "@stint/shared/job-search-filters";
import type { Currency, Job, JobListItem, Pay } from "@stint/shared/jobs";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { FilterChip } from "../../components/filter-pills.tsx";
import { labelsOf, type Labels } from "../../i18n/labels.ts";
import { formatAgo, formatCurrency, formatDate, formatKilometres, formatNumber } from "../../lib/format.ts";
import { currentLocale } from "../../lib/locale.ts";
import { skillLabel } from "../skills/components/skill-label.ts";
import type { JobListFilters } from "./job-search-params.ts";

// Whether the locale writes this currency's sign after the amount ("3.000 €" in German, "€3,000" in English).
const signAfter = new Map<string, boolean>();
function currencySignAfter(currency: Currency) {
  const key = `${currentLocale()} ${currency}`;
  let after = signAfter.get(key);
  if (after === undefined) {
    after = /^\d/.test(formatCurrency(0, currency));
    signAfter.set(key, after);
  }
  return after;
}

/**
 * "CHF 4,000–5,000", "€3,000–3,500", "4.000–5.000 €": the sign once, on the side the locale writes it.
 * (Not formatRange: it costs ~100 times a format, and a list shows twenty of them as it first paints.)
 */
function payAmount(pay: Pay) {
  if (pay.min === pay.max) return formatCurrency(pay.min, pay.currency);
  return currencySignAfter(pay.currency)
    ? `${formatNumber(pay.min)}–${formatCurrency(pay.max, pay.currency)}`
    : `${formatCurrency(pay.min, pay.currency)}–${formatNumber(pay.max)}`;
}

/** The locale's thousands and decimal separators, for number inputs ("1,000.5", "1.000,5", "1’000.5"). */
export function numberSeparators() {
  const sample = formatNumber(1000.5);
  return { thousandSeparator: sample.charAt(1), decimalSeparator: sample.charAt(5) };
}

/** A job's words in the page's language: `t` of the `jobs` namespace (with `common` for the value sets). */
export function jobFormatOf(t: TFunction, labels: Labels = labelsOf(t)) {
  /** "CHF 4,000–5,000 / month", "€52,000 / year". */
  const pay = (value: Pay | null | undefined) =>
    value ? t("jobs:format.pay", { amount: payAmount(value), period: value.period }) : null;

  /** "6 months" / "6 Monate". */
  const months = (count: number | null | undefined) => (count ? t("jobs:format.months", { count }) : null);

  /** Where the job is, as one line: "Zürich, Switzerland" or "Remote · Zürich, Switzerland" or "Remote". */
  const placeLine = (job: Pick<Job, "location" | "workMode">) => {
    if (job.workMode !== "remote") return job.location?.label ?? null;
    const remote = labels.workMode("remote");
    return job.location ? t("jobs:format.remoteFrom", { remote, place: job.location.label }) : remote;
  };

  /** "12 km away", "same city". */
  const distance = (km: number | null) => {
    if (km === null) return null;
    const shown = shownDistanceKm(km);
    return shown === null ? t("jobs:format.sameCity") : t("jobs:format.away", { distance: formatKilometres(shown) });
  };

  /** "Posted 3 days ago" or "Created today"; `inline` inside a line ("posted 3 days ago"). */
  const when = (job: Pick<JobListItem, "publishedAt" | "createdAt">, inline = false) => {
    const at = inline ? "inline" : "start";
    return job.publishedAt
      ? t("jobs:format.posted", { ago: formatAgo(job.publishedAt), at })
      : t("jobs:format.created", { ago: formatAgo(job.createdAt), at });
  };

  /** The skills a card shows first: the required ones by level, then nice-to-have, at most `count`. */
  const topSkills = (job: Pick<JobListItem, "requiredSkills" | "niceToHaveSkills">, count = 4) => {
    const required = [...job.requiredSkills].sort((a, b) => b.level - a.level);
    return [...required, ...job.niceToHaveSkills].slice(0, count).map((ref) => skillLabel(ref.skillId));
  };

  /** The job list filters in force (the shared filter table's pills), each with what removing it writes. */
  const filterChips = (filters: JobListFilters, defaultCurrency: Currency): FilterChip<Partial<JobListFilters>>[] => {
    const words: PillWords = {
      jobType: labels.jobType,
      workMode: labels.workMode,
      jobStatus: labels.jobStatus,
      skill: skillLabel,
      near: (radiusKm, place) => t("jobs:pills.near", { distance: formatKilometres(radiusKm), place }),
      minPay: (amount, currency, per) =>
        t("jobs:pills.minPay", { amount: formatCurrency(amount, currency ?? defaultCurrency), period: per }),
      startFrom: (date) => t("jobs:pills.startFrom", { date: formatDate(date) }),
      company: (name) => (name === null ? t("jobs:pills.oneCompany") : t("jobs:pills.company", { name })),
    };
    return jobFilterPills(filters, filters).map((pill) => ({
      key: pill.key,
      label: pill.label(words),
      remove: pill.remove,
    }));
  };

  return { labels, pay, months, placeLine, distance, when, topSkills, filterChips };
}

export type JobFormat = ReturnType<typeof jobFormatOf>;

/** `jobFormatOf` for a component, in the page's language. */
export function useJobFormat(): JobFormat {
  const { t } = useTranslation(["jobs", "common"]);
  return useMemo(() => jobFormatOf(t), [t]);
}
