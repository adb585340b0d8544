import { jobFilterPills, type PillFormat } from "@stint/shared/job-search-filters";
import {
  JOB_TYPE_LABELS,
  WORK_MODE_LABELS,
  type Currency,
  type Job,
  type JobListItem,
  type Pay,
  type PayPeriod,
} from "@stint/shared/jobs";
import { onFirstUse } from "@stint/shared/on-first-use";
import { skillById } from "@stint/shared/skills/skills";
import type { FilterChip } from "../../components/filter-pills.tsx";
import type { JobListFilters } from "./job-search-params.ts";

const PERIOD_LABELS: Record<PayPeriod, string> = { month: "month", year: "year" };

const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: Currency) {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en", { style: "currency", currency, maximumFractionDigits: 0 });
    moneyFormats.set(currency, format);
  }
  return format;
}

// English puts every currency's sign before the amount, so a range names it once, before its first number.
// (Not formatRange: it costs ~100 times a format, and a list shows twenty of them as it first paints.)
const upperAmount = onFirstUse(() => new Intl.NumberFormat("en", { maximumFractionDigits: 0 }));

/** "CHF 4,000–5,000 / month", "€3,000–3,500 / month", or "CHF 4,000 / month" for a fixed amount. */
export function formatPay(pay: Pay | null | undefined) {
  if (!pay) return null;
  const format = moneyFormat(pay.currency);
  const amount =
    pay.min === pay.max ? format.format(pay.min) : `${format.format(pay.min)}–${upperAmount().format(pay.max)}`;
  return `${amount} / ${PERIOD_LABELS[pay.period]}`;
}

export function formatMoney(amount: number, currency: Currency) {
  return moneyFormat(currency).format(amount);
}

export function formatMonths(months: number | null | undefined) {
  if (!months) return null;
  return months === 1 ? "1 month" : `${months} months`;
}

/** Where the job is, as one line: "Zürich, Switzerland · Hybrid" or "Remote". */
export function jobPlaceLine(job: Pick<Job, "location" | "workMode">) {
  if (job.workMode === "remote") return job.location ? `Remote · ${job.location.label}` : "Remote";
  return job.location?.label ?? null;
}

export function jobTypeLabel(job: Pick<Job, "type">) {
  return JOB_TYPE_LABELS[job.type];
}

export function workModeLabel(job: Pick<Job, "workMode">) {
  return WORK_MODE_LABELS[job.workMode];
}

export function skillLabel(skillId: string) {
  return skillById(skillId)?.label ?? skillId;
}

/** The skills a card shows first: the required ones by level, then nice-to-have, at most `count`. */
export function topSkills(job: Pick<JobListItem, "requiredSkills" | "niceToHaveSkills">, count = 4) {
  const required = [...job.requiredSkills].sort((a, b) => b.level - a.level);
  return [...required, ...job.niceToHaveSkills].slice(0, count).map((ref) => skillLabel(ref.skillId));
}

/** The job list filters in force (the shared filter table's pills), each with what removing it writes into the URL. */
export function jobFilterChips(
  filters: JobListFilters,
  defaultCurrency: Currency,
): FilterChip<Partial<JobListFilters>>[] {
  const format: PillFormat = {
    money: (amount, currency) => formatMoney(amount, currency ?? defaultCurrency),
  };
  return jobFilterPills(filters, filters).map((pill) => ({
    key: pill.key,
    label: pill.label(format),
    remove: pill.remove,
  }));
}
