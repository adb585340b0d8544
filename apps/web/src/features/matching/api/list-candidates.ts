import type { DegreeLevel } from "@stint/shared/account";
import type { CandidateScope, CandidateStatus } from "@stint/shared/matching";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { matchingKeys } from "../../../lib/query-keys.ts";

/** What `GET /api/matching/candidates` takes, typed (the cursor is added page by page). */
export type CandidatesApiQuery = {
  jobId: string;
  /** Whose candidates (the API's default: `invitable`). */
  scope?: CandidateScope;
  /** Applicants' and invitees' statuses (not with `invitable`). */
  status?: CandidateStatus[];
  /** Only applicants the company has let wait for OVERDUE_AFTER_DAYS days (not with `invitable`). */
  overdue?: boolean;
  q?: string;
  minScore?: number;
  skills?: string[];
  languages?: string[];
  degree?: DegreeLevel;
  university?: string;
  /** "YYYY-MM". */
  graduationFrom?: string;
  graduationTo?: string;
  distanceKm?: number;
  limit?: number;
};

export function listCandidates(query: CandidatesApiQuery, cursor: string | null, signal?: AbortSignal) {
  return answer(
    api.GET("/matching/candidates", {
      params: {
        query: {
          jobId: query.jobId,
          scope: query.scope,
          status: query.status,
          overdue: query.overdue ? "true" : undefined,
          q: query.q,
          minScore: query.minScore || undefined,
          skills: query.skills,
          languages: query.languages,
          degree: query.degree,
          university: query.university,
          graduationFrom: query.graduationFrom,
          graduationTo: query.graduationTo,
          distanceKm: query.distanceKm,
          limit: query.limit,
          cursor: cursor ?? undefined,
        },
      },
      signal,
    }),
  );
}

export const candidatesQueryOptions = (query: CandidatesApiQuery) =>
  infiniteQueryOptions({
    queryKey: [...matchingKeys.candidates, query.jobId, query] as const,
    queryFn: ({ signal, pageParam }) => listCandidates(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * A job's candidates ranked for it, best first, a page at a time ("Load more"): students open to offers, or with
 * `scope` its applicants or everyone related to it.
 */
export function useCandidates(query: CandidatesApiQuery) {
  return useInfiniteQuery({ ...candidatesQueryOptions(query), placeholderData: keepPreviousData });
}

/** How many candidates the matching overview shows for each job. */
export const BEST_CANDIDATES = 3;

/** A job's best few candidates and how many there are in all, for the company's matching overview. */
export const bestCandidatesQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: [...matchingKeys.candidates, jobId, "best"] as const,
    queryFn: ({ signal }) => listCandidates({ jobId, limit: BEST_CANDIDATES }, null, signal),
  });

export function useBestCandidates(jobId: string) {
  return useQuery(bestCandidatesQueryOptions(jobId));
}
