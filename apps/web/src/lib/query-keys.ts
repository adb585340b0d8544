/**
 * The query keys of everything the app caches, in one place: a feature that changes what another feature shows
 * (a job's company page, the session after an account edit) refreshes it by key, without importing that feature.
 * Each feature's `api/` files build their query options from these.
 */

/** The session (`GET /api/me`). */
export const meQueryKey = ["me"] as const;

export const jobKeys = {
  all: ["jobs"] as const,
  detail: (id: string) => ["jobs", "detail", id] as const,
  searches: ["jobs", "search"] as const,
  summary: ["jobs", "mine", "summary"] as const,
};

export const companyKeys = {
  all: ["companies"] as const,
  detail: (id: string) => ["companies", id] as const,
};

export const cvKeys = {
  all: ["cvs"] as const,
  list: ["cvs", "list"] as const,
  detail: (id: string) => ["cvs", "detail", id] as const,
};

/** Computed match scores (`/api/matching/*`): they change whenever a CV, a job or a student's profile does. */
export const matchingKeys = {
  all: ["matching"] as const,
  jobs: ["matching", "jobs"] as const,
  candidates: ["matching", "candidates"] as const,
  score: (cvId: string, jobId: string) => ["matching", "score", cvId, jobId] as const,
};
