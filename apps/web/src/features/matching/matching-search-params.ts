import { DEGREE_LEVELS, type DegreeLevel } from "@stint/shared/account";
import { JOB_TYPES, languageByCode, WORK_MODES, type JobType, type WorkMode } from "@stint/shared/jobs";
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
};

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
  ]);
}

/**
 * The API query for the filters. A graduation range given backwards is read the right way round, and a distance
 * is only asked for when the job has a place to measure it from.
 */
export function toCandidatesQuery(
  filters: CandidateFilters,
  job: { id: string; hasPlace: boolean },
): CandidatesApiQuery {
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
} satisfies Partial<CandidateFilters>;

/** How many filters (not the words) narrow the candidates: for the "Filters (3)" button. */
export function countCandidateFilters(filters: CandidateFilters, hasPlace: boolean) {
  return (
    (filters.minScore > 0 ? 1 : 0) +
    filters.skills.length +
    filters.languages.length +
    (filters.degree ? 1 : 0) +
    (filters.university.trim() ? 1 : 0) +
    (filters.graduationFrom || filters.graduationTo ? 1 : 0) +
    (hasPlace && filters.distanceKm !== null ? 1 : 0)
  );
}
