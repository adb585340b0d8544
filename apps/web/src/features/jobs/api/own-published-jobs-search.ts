import type { JobSearchApiQuery } from "./search-jobs.ts";

/**
 * The signed-in company's published jobs matching `q`, newest first (best first with words), ten at a time: the
 * matching overview lists them, and its route's loader asks for the same search.
 */
export const ownPublishedJobsSearch = (q: string): Omit<JobSearchApiQuery, "page"> => ({
  mine: true,
  status: ["published"],
  q: q.trim() || undefined,
  sort: q.trim() ? "relevance" : "newest",
  pageSize: 10,
});
