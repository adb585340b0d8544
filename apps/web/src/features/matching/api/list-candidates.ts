import type { DegreeLevel } from "@stint/shared/account";
import type { CandidatesPage } from "@stint/shared/matching";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { matchingKeys } from "../../../lib/query-keys.ts";

/** What `GET /api/matching/candidates` takes, typed (the cursor is added page by page). */
export type CandidatesApiQuery = {
  jobId: string;
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

const list = (values: readonly string[] | undefined) => (values && values.length > 0 ? values.join(",") : undefined);

export function listCandidates(query: CandidatesApiQuery, cursor: string | null, signal?: AbortSignal) {
  return api.get<CandidatesPage>("/matching/candidates", {
    signal,
    query: {
      jobId: query.jobId,
      q: query.q,
      minScore: query.minScore || undefined,
      skills: list(query.skills),
      languages: list(query.languages),
      degree: query.degree,
      university: query.university,
      graduationFrom: query.graduationFrom,
      graduationTo: query.graduationTo,
      distanceKm: query.distanceKm,
      limit: query.limit,
      cursor: cursor ?? undefined,
    },
  });
}

export const candidatesQueryOptions = (query: CandidatesApiQuery) =>
  infiniteQueryOptions({
    queryKey: [...matchingKeys.candidates, query.jobId, query] as const,
    queryFn: ({ signal, pageParam }) => listCandidates(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Students open to offers ranked for one of the company's jobs, best first, a page at a time ("Load more"). */
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
