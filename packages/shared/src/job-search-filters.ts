import { z } from "zod";
import {
  CURRENCIES,
  type Currency,
  DEFAULT_RADIUS_KM,
  isoDateSchema,
  JOB_STATUSES,
  JOB_TYPES,
  type JobSort,
  type JobStatus,
  type JobType,
  MAX_PAY,
  PAY_PERIODS,
  type PayPeriod,
  WORK_MODES,
  type WorkMode,
} from "./jobs.ts";
import { listParam as listQueryParam, nearSchema, oneOf } from "./query-params.ts";
import { skillById } from "./skills/skills.ts";
import { enumParam, intParam, listParam, type ReadParams } from "./url-params.ts";

/*
 * The job search's filters, one entry each (issue 31): its `GET /api/jobs` parameters and their rules, its form
 * in the job list's address bar, what it asks the API for, and its pills. The server's half (the SQL condition,
 * the search index's test and the columns the index keeps) is apps/api/…/jobs/search/search-filters.ts, keyed
 * by the same names and checked complete by the compiler. The order here is the order of the parameters in the
 * OpenAPI document, in the address bar and of the pills.
 */

/** The job list as a viewer sees it: a company's own list (`mine`) or the public one, and its chosen order. */
export type JobListView = { mine: boolean; sort: JobSort | null };

/**
 * How the web words each kind of pill, in the page's language (its catalogue and formats): the table says which
 * words a pill needs, the web says them. A currency of `null` is the viewer's own, which the web knows.
 */
export type PillWords = {
  jobType(value: JobType): string;
  workMode(value: WorkMode): string;
  jobStatus(value: JobStatus): string;
  skill(id: string): string;
  near(radiusKm: number, place: string): string;
  minPay(amount: number, currency: Currency | null, per: PayPeriod): string;
  startFrom(date: string): string;
  /** `null`: a link that did not carry the company's name. */
  company(name: string | null): string;
};

/** One filter in force, with the change to the list's state that removes it. */
export type JobFilterPill<State> = {
  key: string;
  label: (words: PillWords) => string;
  remove: Partial<State> & { sort?: JobSort | null };
};

type UrlEntry = [string, string | number | null | undefined];
type WireValue = string | number | boolean | undefined;
type Problems = Record<string, string>;

type JobFilter<Params extends z.ZodRawShape, State extends object> = {
  /**
   * Whose jobs it narrows: only the public search (`public`: ignored, not written and not shown on a company's own
   * list), only a company's own list (`mine`), or both (not given).
   */
  scope?: "public" | "mine";
  /** Its `GET /api/jobs` parameters. */
  params: Params;
  /** Its rules with the other parameters, as parameter → message (the schema checks each on its own). */
  problems?: (query: z.output<z.ZodObject<Params>> & { mine?: boolean }) => Problems;
  /** Its state on the web's job list when it is off. */
  off: State;
  /** What "Clear all filters" writes; `off` when not given. */
  cleared?: Partial<State>;
  /** Its state read from the address bar; a malformed value reads as off, never the whole search. */
  read(params: ReadParams): State;
  /** Its form in the address bar, defaults left out so URLs stay short. */
  write(state: State): UrlEntry[];
  /** What it asks the API for. */
  toApi(state: State): Partial<z.output<z.ZodObject<Params>>>;
  /** Its parameters as they go out in a request; lists comma-separated when not given. */
  wire?(query: Partial<z.output<z.ZodObject<Params>>>): Record<string, WireValue>;
  /** Its pills, one per value in force. */
  pills(state: State, view: JobListView): JobFilterPill<State>[];
};

/** One entry of the table: `State` given, the parameters inferred. */
const jobFilter =
  <State extends object>() =>
  <Params extends z.ZodRawShape>(filter: JobFilter<Params, State>) =>
    filter;

const listOf = <T extends string>(values: readonly T[], what: string) =>
  listQueryParam(oneOf(values), what, values.length, values) as z.ZodType<T[] | undefined, unknown>;

/** One pill per value of a list, each removing only itself. */
function listPills<Name extends string, T extends string>(
  name: Name,
  key: string,
  values: readonly T[],
  label: (words: PillWords, value: T) => string,
): JobFilterPill<Record<Name, T[]>>[] {
  return values.map((value) => ({
    key: `${key}-${value}`,
    label: (words) => label(words, value),
    remove: { [name]: values.filter((each) => each !== value) } as Partial<Record<Name, T[]>>,
  }));
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Everything but the words, the order and the page: the filters of the job search. */
export const jobFilters = {
  type: jobFilter<{ type: JobType[] }>()({
    params: { type: listOf(JOB_TYPES, "job type") },
    off: { type: [] },
    read: (params) => ({ type: listParam<JobType>(params, "type", oneOf(JOB_TYPES)) }),
    write: ({ type }) => [["type", type.join(",")]],
    toApi: ({ type }) => ({ type }),
    pills: ({ type }) => listPills("type", "type", type, (words, value) => words.jobType(value)),
  }),

  workMode: jobFilter<{ workMode: WorkMode[] }>()({
    params: { workMode: listOf(WORK_MODES, "work mode") },
    off: { workMode: [] },
    read: (params) => ({ workMode: listParam<WorkMode>(params, "workMode", oneOf(WORK_MODES)) }),
    write: ({ workMode }) => [["workMode", workMode.join(",")]],
    toApi: ({ workMode }) => ({ workMode }),
    pills: ({ workMode }) => listPills("workMode", "mode", workMode, (words, value) => words.workMode(value)),
  }),

  near: jobFilter<{ near: { lat: number; lon: number; label: string } | null; radiusKm: number }>()({
    params: {
      near: nearSchema.optional(),
      radiusKm: z.coerce
        .number({ error: "Enter a distance in km." })
        .min(1, "At least 1 km.")
        .max(500, "At most 500 km.")
        .default(DEFAULT_RADIUS_KM),
    },
    off: { near: null, radiusKm: DEFAULT_RADIUS_KM },
    cleared: { near: null },
    read: (params) => {
      const radiusKm = intParam(params, "radiusKm", 1, 500) ?? DEFAULT_RADIUS_KM;
      const match = /^(-?\d{1,3}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(params.get("near")?.trim() ?? "");
      if (!match) return { near: null, radiusKm };
      const lat = Number(match[1]);
      const lon = Number(match[2]);
      if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return { near: null, radiusKm };
      // The place's name as the user chose it, for the pill and the place box.
      const label = params.get("place")?.trim().slice(0, 200) || `${lat.toFixed(2)}, ${lon.toFixed(2)}`;
      return { near: { lat, lon, label }, radiusKm };
    },
    write: ({ near, radiusKm }) => [
      ["near", near ? `${round(near.lat)},${round(near.lon)}` : null],
      ["place", near?.label],
      ["radiusKm", near && radiusKm !== DEFAULT_RADIUS_KM ? radiusKm : null],
    ],
    toApi: ({ near, radiusKm }) => ({
      near: near ? { lat: near.lat, lon: near.lon } : undefined,
      radiusKm: near ? radiusKm : undefined,
    }),
    wire: ({ near, radiusKm }) => ({
      near: near ? `${near.lat},${near.lon}` : undefined,
      radiusKm: near ? radiusKm : undefined,
    }),
    pills: ({ near, radiusKm }, view) =>
      near
        ? [
            {
              key: "near",
              label: (words) => words.near(radiusKm, near.label.split(",")[0] ?? near.label),
              // Without a place there is nothing to measure a distance from.
              remove: { near: null, sort: view.sort === "distance" ? null : view.sort },
            },
          ]
        : [],
  }),

  skills: jobFilter<{ skills: string[] }>()({
    params: {
      skills: listQueryParam((id) => skillById(id) !== undefined, "skill", 10, ["skill ids from /api/skills"]),
    },
    off: { skills: [] },
    read: (params) => ({ skills: listParam<string>(params, "skills", (id) => skillById(id) !== undefined, 10) }),
    write: ({ skills }) => [["skills", skills.join(",")]],
    toApi: ({ skills }) => ({ skills }),
    pills: ({ skills }) => listPills("skills", "skill", skills, (words, id) => words.skill(id)),
  }),

  /**
   * `minPay` is per year (monthly pay counts ×12) in `currency`, EUR when not given; jobs paying in another
   * currency are compared at the fixed rates of currency-rates.ts. The list keeps the amount as typed, `per`
   * month or year.
   */
  pay: jobFilter<{ minPay: number | null; per: PayPeriod; currency: Currency | null }>()({
    params: {
      minPay: z.coerce.number({ error: "Enter an amount." }).int("Use a whole amount.").min(0).max(MAX_PAY).optional(),
      currency: z.enum(CURRENCIES, { error: "Choose a currency." }).optional(),
    },
    off: { minPay: null, per: "year", currency: null },
    cleared: { minPay: null },
    read: (params) => ({
      minPay: intParam(params, "minPay", 0, MAX_PAY),
      per: enumParam<PayPeriod>(params, "per", PAY_PERIODS) ?? "year",
      currency: enumParam<Currency>(params, "currency", CURRENCIES),
    }),
    write: ({ minPay, per, currency }) => [
      ["minPay", minPay],
      ["per", minPay !== null && per !== "year" ? per : null],
      ["currency", minPay !== null ? currency : null],
    ],
    toApi: ({ minPay, per, currency }) => ({
      // The API compares pay per year.
      minPay: minPay === null ? undefined : per === "month" ? minPay * 12 : minPay,
      currency: minPay === null ? undefined : (currency ?? undefined),
    }),
    wire: ({ minPay, currency }) => ({ minPay, currency: minPay !== undefined ? currency : undefined }),
    pills: ({ minPay, per, currency }) =>
      minPay === null
        ? []
        : [
            {
              key: "pay",
              label: (words) => words.minPay(minPay, currency, per),
              remove: { minPay: null, currency: null },
            },
          ],
  }),

  startFrom: jobFilter<{ startFrom: string | null }>()({
    params: { startFrom: isoDateSchema.optional() },
    off: { startFrom: null },
    read: (params) => {
      const startFrom = params.get("startFrom");
      return { startFrom: startFrom && /^\d{4}-\d{2}-\d{2}$/.test(startFrom) ? startFrom : null };
    },
    write: ({ startFrom }) => [["startFrom", startFrom]],
    toApi: ({ startFrom }) => ({ startFrom: startFrom ?? undefined }),
    pills: ({ startFrom }) =>
      startFrom
        ? [{ key: "start", label: (words) => words.startFrom(startFrom), remove: { startFrom: null } }]
        : [],
  }),

  /** One company's published jobs (from its page); the list keeps its name for the pill. */
  company: jobFilter<{ company: { id: string; name: string | null } | null }>()({
    scope: "public",
    params: { companyId: z.string().trim().min(1).max(64).optional() },
    off: { company: null },
    read: (params) => {
      const id = params.get("companyId")?.trim();
      if (!id || id.length > 64) return { company: null };
      return { company: { id, name: params.get("company")?.trim().slice(0, 120) || null } };
    },
    write: ({ company }) => [
      ["companyId", company?.id],
      ["company", company?.name],
    ],
    toApi: ({ company }) => ({ companyId: company?.id }),
    pills: ({ company }) =>
      company ? [{ key: "company", label: (words) => words.company(company.name), remove: { company: null } }] : [],
  }),

  status: jobFilter<{ status: JobStatus[] }>()({
    scope: "mine",
    params: { status: listOf(JOB_STATUSES, "status") },
    problems: ({ status, mine }) =>
      status && !mine ? { status: "Filtering by status is only for your own jobs (mine=true)." } : ({} as Problems),
    off: { status: [] },
    read: (params) => ({ status: listParam<JobStatus>(params, "status", oneOf(JOB_STATUSES)) }),
    write: ({ status }) => [["status", status.join(",")]],
    toApi: ({ status }) => ({ status }),
    pills: ({ status }) => listPills("status", "status", status, (words, value) => words.jobStatus(value)),
  }),
};

export type JobFilterName = keyof typeof jobFilters;
const names = Object.keys(jobFilters) as JobFilterName[];

type AnyFilter = JobFilter<z.ZodRawShape, object>;
const entry = (name: JobFilterName) => jobFilters[name] as unknown as AnyFilter;

type UnionToIntersection<U> = (U extends unknown ? (each: U) => void : never) extends (each: infer I) => void
  ? I
  : never;
type ParamsOf<F> = F extends JobFilter<infer Params, object> ? Params : never;

/** Every filter's state on the web's job list, as one flat object. */
export type JobFilterState = UnionToIntersection<
  { [K in JobFilterName]: (typeof jobFilters)[K]["off"] }[JobFilterName]
>;

/** Every filter's `GET /api/jobs` parameters. */
type FilterParams = UnionToIntersection<{ [K in JobFilterName]: ParamsOf<(typeof jobFilters)[K]> }[JobFilterName]>;

const paramsOf = (mine: boolean) =>
  Object.assign(
    {},
    ...names.filter((name) => (entry(name).scope === "mine") === mine).map((name) => entry(name).params),
  );

/**
 * A search's parameters with every filter's: those on everyone's jobs after `head`, then `mine`, then those of a
 * company's own list (status), then `tail`.
 */
export const withJobFilterParams = <Head extends z.ZodRawShape, Mine extends z.ZodRawShape, Tail extends z.ZodRawShape>(
  head: Head,
  mine: Mine,
  tail: Tail,
) => ({ ...head, ...paramsOf(false), ...mine, ...paramsOf(true), ...tail }) as Head & FilterParams & Mine & Tail;

/** The filters' rules with other parameters, as parameter → message. */
export function jobFilterProblems(query: { mine?: boolean }): Problems {
  return Object.assign({}, ...names.map((name) => entry(name).problems?.(query as never) ?? {}));
}

/** Whether a filter applies to a company's own list (`mine`) or to the public search. */
export function filterApplies(name: JobFilterName, mine: boolean): boolean {
  const { scope } = entry(name);
  return scope === undefined || scope === (mine ? "mine" : "public");
}

const inView = (view: { mine: boolean }) => names.filter((name) => filterApplies(name, view.mine));

/** Every filter off. */
export const jobFiltersOff = Object.assign({}, ...names.map((name) => entry(name).off)) as JobFilterState;

/** What "Clear all filters" writes: every filter off (words, order and page stay as they are). */
export const clearedJobFilters = Object.assign(
  {},
  ...names.map((name) => entry(name).cleared ?? entry(name).off),
) as Partial<JobFilterState>;

/** The filters that are not for this viewer turned off (a student following a link to a company's own list). */
export const offOutside = (view: { mine: boolean }) =>
  Object.assign(
    {},
    ...names.filter((name) => !filterApplies(name, view.mine)).map((name) => entry(name).off),
  ) as Partial<JobFilterState>;

/** Every filter read from the address bar. */
export const readJobFilters = (params: ReadParams) =>
  Object.assign({}, ...names.map((name) => entry(name).read(params))) as JobFilterState;

/** The filters in force for this view, in the address bar's form. */
export const writeJobFilters = (state: JobFilterState, view: JobListView): UrlEntry[] =>
  inView(view).flatMap((name) => entry(name).write(state));

/** What the filters ask the API for; those not for this view ask for nothing (their parameters undefined). */
export const jobFiltersToApi = (state: JobFilterState, view: JobListView) =>
  Object.assign(
    {},
    ...names.map((name) =>
      filterApplies(name, view.mine)
        ? entry(name).toApi(state)
        : Object.fromEntries(Object.keys(entry(name).params).map((key) => [key, undefined])),
    ),
  ) as Partial<z.output<z.ZodObject<FilterParams>>>;

/** The filters in force as pills; a company's own list shows its own filters (status) first, as its panel does. */
export function jobFilterPills(state: JobFilterState, view: JobListView): JobFilterPill<JobFilterState>[] {
  const ordered = [...inView(view)].sort(
    (a, b) => Number(entry(b).scope === "mine") - Number(entry(a).scope === "mine"),
  );
  return ordered.flatMap((name) => entry(name).pills(state, view) as JobFilterPill<JobFilterState>[]);
}

const defaultWire = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      Array.isArray(value) ? (value.length > 0 ? value.join(",") : undefined) : (value as WireValue),
    ]),
  );

/**
 * The filters of an API query as they go out in the request: `everyone`'s, or (`ownJobs`) those of a company's
 * own list, which go out only with `mine`.
 */
export function jobFiltersWire(
  query: Record<string, unknown>,
  group: "everyone" | "ownJobs",
): Record<string, WireValue> {
  return Object.assign(
    {},
    ...names
      .filter((name) => (entry(name).scope === "mine") === (group === "ownJobs"))
      .map((name) => {
        const filter = entry(name);
        const own = Object.fromEntries(Object.keys(filter.params).map((key) => [key, query[key]]));
        return filter.wire ? filter.wire(own) : defaultWire(own);
      }),
  );
}
