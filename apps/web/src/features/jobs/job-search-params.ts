import {
  CURRENCIES,
  DEFAULT_RADIUS_KM,
  JOB_SORTS,
  JOB_STATUSES,
  JOB_TYPES,
  MAX_PAY,
  PAY_PERIODS,
  WORK_MODES,
  type Currency,
  type JobSort,
  type JobStatus,
  type JobType,
  type PayPeriod,
  type WorkMode,
} from "@stint/shared/jobs";
import type { Place } from "@stint/shared/place";
import { skillById } from "@stint/shared/skills/skills";
import { compactSearchParams, enumParam, intParam, listParam, oneOf, textParam } from "../../lib/search-params.ts";
import type { JobSearchApiQuery } from "./api/search-jobs.ts";

export const JOB_PAGE_SIZE = 20;
export const RADIUS_OPTIONS = [5, 10, 25, 50, 100, 200] as const;

/**
 * Everything the job list shows, as held in the address bar (so a search can be bookmarked, shared, and the
 * back button steps through it). Unknown or malformed values are dropped one by one, never the whole search.
 */
export type JobListFilters = {
  q: string;
  type: JobType[];
  workMode: WorkMode[];
  /** The place searched around: its coordinates and the label the user chose. */
  near: { lat: number; lon: number; label: string } | null;
  radiusKm: number;
  skills: string[];
  /** The minimum pay as the user typed it, per `per`, in `currency`. */
  minPay: number | null;
  per: PayPeriod;
  currency: Currency | null;
  startFrom: string | null;
  sort: JobSort | null;
  page: number;
  /** One company's published jobs (from its page): its id, and its name for the filter's label. */
  company: { id: string; name: string } | null;
  /** A company's own jobs, every status. */
  mine: boolean;
  status: JobStatus[];
};

export const emptyFilters: JobListFilters = {
  q: "",
  type: [],
  workMode: [],
  near: null,
  radiusKm: DEFAULT_RADIUS_KM,
  skills: [],
  minPay: null,
  per: "year",
  currency: null,
  startFrom: null,
  sort: null,
  page: 1,
  company: null,
  mine: false,
  status: [],
};

function nearParam(params: URLSearchParams): JobListFilters["near"] {
  const match = /^(-?\d{1,3}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(params.get("near")?.trim() ?? "");
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const label = params.get("place")?.trim().slice(0, 200) || `${lat.toFixed(2)}, ${lon.toFixed(2)}`;
  return { lat, lon, label };
}

function companyParam(params: URLSearchParams): JobListFilters["company"] {
  const id = params.get("companyId")?.trim();
  if (!id || id.length > 64) return null;
  return { id, name: params.get("company")?.trim().slice(0, 120) || "one company" };
}

export function parseJobListParams(params: URLSearchParams): JobListFilters {
  const startFrom = params.get("startFrom");
  return {
    q: textParam(params, "q", 200),
    type: listParam<JobType>(params, "type", oneOf(JOB_TYPES)),
    workMode: listParam<WorkMode>(params, "workMode", oneOf(WORK_MODES)),
    near: nearParam(params),
    radiusKm: intParam(params, "radiusKm", 1, 500) ?? DEFAULT_RADIUS_KM,
    skills: listParam<string>(params, "skills", (id) => skillById(id) !== undefined, 10),
    minPay: intParam(params, "minPay", 0, MAX_PAY),
    per: enumParam<PayPeriod>(params, "per", PAY_PERIODS) ?? "year",
    currency: enumParam<Currency>(params, "currency", CURRENCIES),
    startFrom: startFrom && /^\d{4}-\d{2}-\d{2}$/.test(startFrom) ? startFrom : null,
    sort: enumParam<JobSort>(params, "sort", JOB_SORTS),
    page: intParam(params, "page", 1, 1000) ?? 1,
    company: companyParam(params),
    mine: params.get("mine") === "true",
    status: listParam<JobStatus>(params, "status", oneOf(JOB_STATUSES)),
  };
}

/** The filters as search parameters, defaults left out so URLs stay short. */
export function jobListSearch(filters: JobListFilters): URLSearchParams {
  const { near, mine } = filters;
  const withPay = filters.minPay !== null;
  const company = filters.company && !mine ? filters.company : null;
  return compactSearchParams([
    ["mine", mine ? "true" : null],
    ["q", filters.q.trim()],
    ["type", filters.type.join(",")],
    ["workMode", filters.workMode.join(",")],
    ["near", near ? `${round(near.lat)},${round(near.lon)}` : null],
    ["place", near?.label],
    ["radiusKm", near && filters.radiusKm !== DEFAULT_RADIUS_KM ? filters.radiusKm : null],
    ["skills", filters.skills.join(",")],
    ["minPay", filters.minPay],
    ["per", withPay && filters.per !== "year" ? filters.per : null],
    ["currency", withPay ? filters.currency : null],
    ["startFrom", filters.startFrom],
    ["companyId", company?.id],
    ["company", company?.name],
    ["status", mine ? filters.status.join(",") : null],
    ["sort", filters.sort && filters.sort !== defaultSort(filters) ? filters.sort : null],
    ["page", filters.page > 1 ? filters.page : null],
  ]);
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

function defaultSort(filters: Pick<JobListFilters, "q">): JobSort {
  return filters.q.trim() ? "relevance" : "newest";
}

/** The order actually used: relevance needs words, distance needs a place, best match a student's search. */
export function effectiveSort(filters: JobListFilters): JobSort {
  if (filters.sort === "distance" && filters.near) return "distance";
  if (filters.sort === "relevance" && filters.q.trim()) return "relevance";
  if (filters.sort === "newest") return "newest";
  if (filters.sort === "match" && !filters.mine) return "match";
  return defaultSort(filters);
}

/** "Your jobs" is a company's view; anyone else following such a link sees the public list. */
export function filtersForViewer(filters: JobListFilters, companyView: boolean): JobListFilters {
  return companyView ? filters : { ...filters, mine: false, status: [] };
}

export function toApiQuery(filters: JobListFilters): JobSearchApiQuery {
  return {
    q: filters.q.trim() || undefined,
    type: filters.type,
    workMode: filters.workMode,
    near: filters.near ? { lat: filters.near.lat, lon: filters.near.lon } : undefined,
    radiusKm: filters.near ? filters.radiusKm : undefined,
    skills: filters.skills,
    // The API compares pay per year.
    minPay: filters.minPay === null ? undefined : filters.per === "month" ? filters.minPay * 12 : filters.minPay,
    currency: filters.minPay === null ? undefined : (filters.currency ?? undefined),
    startFrom: filters.startFrom ?? undefined,
    companyId: filters.company && !filters.mine ? filters.company.id : undefined,
    mine: filters.mine || undefined,
    status: filters.mine ? filters.status : undefined,
    sort: effectiveSort(filters),
    page: filters.page,
    pageSize: JOB_PAGE_SIZE,
  };
}

/** What "Clear filters" writes into the URL: every filter off (the words and the page stay as they are). */
export const CLEARED_FILTERS = {
  type: [],
  workMode: [],
  near: null,
  skills: [],
  minPay: null,
  startFrom: null,
  company: null,
  status: [],
} satisfies Partial<JobListFilters>;

/** How many filters (not the words or the sort) narrow the list: for the "Filters (3)" button. */
export function countActiveFilters(filters: JobListFilters) {
  return (
    filters.type.length +
    filters.workMode.length +
    (filters.near ? 1 : 0) +
    filters.skills.length +
    (filters.minPay !== null ? 1 : 0) +
    (filters.startFrom ? 1 : 0) +
    (filters.company && !filters.mine ? 1 : 0) +
    (filters.mine ? filters.status.length : 0)
  );
}

/** A place from the URL, as the place input expects one (only label and coordinates are known). */
export function placeFromNear(near: JobListFilters["near"]): Place | null {
  if (!near) return null;
  const [city = near.label, ...rest] = near.label.split(",").map((part) => part.trim());
  return {
    id: `near:${near.lat},${near.lon}`,
    label: near.label,
    city,
    region: "",
    country: rest.at(-1) ?? "",
    countryCode: "ZZ",
    lat: near.lat,
    lon: near.lon,
  };
}
