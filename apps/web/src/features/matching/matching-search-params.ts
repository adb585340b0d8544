import { DEGREE_LEVELS, type DegreeLevel } from "@stint/shared/account";
import { JOB_TYPES, languageByCode, WORK_MODES, type JobType, type WorkMode } from "@stint/shared/jobs";
import { CANDIDATE_STATUSES, type CandidateScope, type CandidateStatus } from "@stint/shared/matching";
import type { CandidateFilter } from "@stint/shared/saved-filters";
import { skillById } from "@stint/shared/skills/skills";
import { compactSearchParams, enumParam, intParam, listParam, oneOf, textParam } from "../../lib/search-params.ts";
import type { CandidatesApiQuery } from "./api/list-candidates.ts";
import type { MatchingJobsApiQuery } from "./api/list-matching-jobs.ts";

/**
 * The searches of the matching screens as held in the address bar, so they can be bookmarked, shared and
 * stepped through with the back button. Unknown or malformed values are dropped one by one, never the whole
 * search.
 */

/** A student's recommended jobs: the CV they are ranked for (null: the primary), words and two filters. */
export type MatchingJobsFilters = {
  cvId: string | null;
  q: string;
  type: JobType[];
  workMode: WorkMode[];
};

/** A company's candidates for one job. */
export type CandidateFilters = {
  q: string;
  /** 0 when every score is shown. */
  minScore: number;
  skills: string[];
  languages: string[];
  /** The lowest degree level a candidate has or studies for. */
  degree: DegreeLevel | null;
  university: string;
  /** "YYYY-MM": expected graduation from and to. */
  graduationFrom: string | null;
  graduationTo: string | null;
  /** How far from the job's place the student lives, at most. */
  distanceKm: number | null;
  /** Where the candidates stand with the job (applicants and invitees only; empty: any). */
  status: CandidateStatus[];
};

/**
 * Whose candidates a screen lists: one of the company's jobs (with or without a place to measure distances
 * from) and the API's scope (`invitable` when left out: students open to offers, who have no status filter).
 */
export type CandidateList = { id: string; hasPlace: boolean; scope?: CandidateScope };

/** Whether a list's candidates can be filtered by where they stand with the job. */
export function hasStatusFilter(list: Pick<CandidateList, "scope">) {
  return (list.scope ?? "invitable") !== "invitable";
}

export const MATCHING_PAGE = 20;
export const MIN_SCORE_OPTIONS = [40, 50, 60, 70, 80] as const;
export const DISTANCE_OPTIONS = [10, 25, 50, 100, 200, 500] as const;
const MAX_LIST = 10;

export const emptyMatchingJobsFilters: MatchingJobsFilters = { cvId: null, q: "", type: [], workMode: [] };

export const emptyCandidateFilters: CandidateFilters = {
  q: "",
  minScore: 0,
  skills: [],
  languages: [],
  degree: null,
  university: "",
  graduationFrom: null,
  graduationTo: null,
  distanceKm: null,
  status: [],
};

function yearMonth(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? "";
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}

export function parseMatchingJobsParams(params: URLSearchParams): MatchingJobsFilters {
  const cvId = params.get("cvId")?.trim();
  return {
    cvId: cvId && cvId.length <= 64 ? cvId : null,
    q: textParam(params, "q", 200),
    type: listParam<JobType>(params, "type", oneOf(JOB_TYPES), MAX_LIST),
    workMode: listParam<WorkMode>(params, "workMode", oneOf(WORK_MODES), MAX_LIST),
  };
}

/** The filters as search parameters, empty ones left out so URLs stay short. */
export function matchingJobsSearch(filters: MatchingJobsFilters): URLSearchParams {
  return compactSearchParams([
    ["cvId", filters.cvId],
    ["q", filters.q.trim()],
    ["type", filters.type.join(",")],
    ["workMode", filters.workMode.join(",")],
  ]);
}

export function toMatchingJobsQuery(filters: MatchingJobsFilters, cvId: string): MatchingJobsApiQuery {
  return {
    cvId,
    q: filters.q.trim() || undefined,
    type: filters.type,
    workMode: filters.workMode,
    limit: MATCHING_PAGE,
  };
}

export function parseCandidateParams(params: URLSearchParams): CandidateFilters {
  return {
    q: textParam(params, "q", 200),
    minScore: intParam(params, "minScore", 0, 100) ?? 0,
    skills: listParam<string>(params, "skills", (id) => skillById(id) !== undefined, MAX_LIST),
    languages: listParam<string>(params, "languages", (code) => languageByCode(code) !== undefined, MAX_LIST),
    degree: enumParam<DegreeLevel>(params, "degree", DEGREE_LEVELS),
    university: textParam(params, "university", 120),
    graduationFrom: yearMonth(params, "graduationFrom"),
    graduationTo: yearMonth(params, "graduationTo"),
    distanceKm: intParam(params, "distanceKm", 1, 2000),
    status: listParam<CandidateStatus>(params, "status", oneOf(CANDIDATE_STATUSES), CANDIDATE_STATUSES.length),
  };
}

export function candidateSearch(filters: CandidateFilters): URLSearchParams {
  return compactSearchParams([
    ["q", filters.q.trim()],
    ["minScore", filters.minScore > 0 ? filters.minScore : null],
    ["skills", filters.skills.join(",")],
    ["languages", filters.languages.join(",")],
    ["degree", filters.degree],
    ["university", filters.university.trim()],
    ["graduationFrom", filters.graduationFrom],
    ["graduationTo", filters.graduationTo],
    ["distanceKm", filters.distanceKm],
    ["status", filters.status.join(",")],
  ]);
}

/**
 * The API query for the filters. A graduation range given backwards is read the right way round, a distance
 * is only asked for when the job has a place to measure it from, and statuses only where the list has them.
 */
export function toCandidatesQuery(filters: CandidateFilters, job: CandidateList): CandidatesApiQuery {
  const [graduationFrom, graduationTo] =
    filters.graduationFrom && filters.graduationTo && filters.graduationTo < filters.graduationFrom
      ? [filters.graduationTo, filters.graduationFrom]
      : [filters.graduationFrom, filters.graduationTo];
  return {
    jobId: job.id,
    q: filters.q.trim() || undefined,
    minScore: filters.minScore || undefined,
    skills: filters.skills,
    languages: filters.languages,
    degree: filters.degree ?? undefined,
    university: filters.university.trim() || undefined,
    graduationFrom: graduationFrom ?? undefined,
    graduationTo: graduationTo ?? undefined,
    distanceKm: job.hasPlace ? (filters.distanceKm ?? undefined) : undefined,
    ...(job.scope && job.scope !== "invitable" ? { scope: job.scope, status: filters.status } : {}),
    limit: MATCHING_PAGE,
  };
}

/** What "Clear all filters" writes: every filter off, the words kept. */
export const CLEARED_CANDIDATE_FILTERS = {
  minScore: 0,
  skills: [],
  languages: [],
  degree: null,
  university: "",
  graduationFrom: null,
  graduationTo: null,
  distanceKm: null,
  status: [],
} satisfies Partial<CandidateFilters>;

/**
 * How many filters (not the words) narrow the candidates: for the "Filters (3)" button. Statuses count only
 * where the list has them (`withStatus`).
 */
export function countCandidateFilters(filters: CandidateFilters, hasPlace: boolean, withStatus = false) {
  return (
    (withStatus ? filters.status.length : 0) +
    (filters.minScore > 0 ? 1 : 0) +
    filters.skills.length +
    filters.languages.length +
    (filters.degree ? 1 : 0) +
    (filters.university.trim() ? 1 : 0) +
    (filters.graduationFrom || filters.graduationTo ? 1 : 0) +
    (hasPlace && filters.distanceKm !== null ? 1 : 0)
  );
}

/**
 * The filters as a company saves them (`/api/saved-filters`): every filter in force, not the words, with the
 * list's scope; statuses only where the list has them, a distance only where the job has a place.
 */
export function toSavedCandidateFilter(filters: CandidateFilters, list: CandidateList): CandidateFilter {
  const saved: CandidateFilter = {
    scope: list.scope ?? "invitable",
    status: hasStatusFilter(list) && filters.status.length > 0 ? [...filters.status] : undefined,
  };
  if (filters.minScore > 0) saved.minScore = filters.minScore;
  if (filters.skills.length > 0) saved.skills = [...filters.skills];
  if (filters.languages.length > 0) saved.languages = [...filters.languages];
  if (filters.degree) saved.degree = filters.degree;
  if (filters.university.trim()) saved.university = filters.university.trim();
  if (filters.graduationFrom) saved.graduationFrom = filters.graduationFrom;
  if (filters.graduationTo) saved.graduationTo = filters.graduationTo;
  if (list.hasPlace && filters.distanceKm !== null) saved.distanceKm = filters.distanceKm;
  return saved;
}

/** What applying a saved filter writes into the URL: each filter as saved, the others cleared, the words kept. */
export function fromSavedCandidateFilter(saved: CandidateFilter): Omit<CandidateFilters, "q"> {
  return {
    minScore: saved.minScore ?? 0,
    skills: saved.skills ?? [],
    languages: saved.languages ?? [],
    degree: saved.degree ?? null,
    university: saved.university ?? "",
    graduationFrom: saved.graduationFrom ?? null,
    graduationTo: saved.graduationTo ?? null,
    distanceKm: saved.distanceKm ?? null,
    status: saved.status ?? [],
  };
}
