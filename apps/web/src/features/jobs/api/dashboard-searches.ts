import { DEFAULT_RADIUS_KM } from "@stint/shared/jobs";
import type { JobSearchApiQuery } from "./search-jobs.ts";

/** The job searches of the dashboard; its components and the dashboard route's prefetch ask for the same ones. */
export const dashboardSearches = {
  /** A company's five latest jobs, of every status. */
  ownLatest: { mine: true, sort: "newest", pageSize: 5 } satisfies JobSearchApiQuery,
  /** The five newest published jobs. */
  newest: { sort: "newest", pageSize: 5 } satisfies JobSearchApiQuery,
  /** The five jobs nearest to `near` (the student's address), within the default distance. */
  nearest: (near: { lat: number; lon: number } | undefined): JobSearchApiQuery => ({
    near,
    radiusKm: DEFAULT_RADIUS_KM,
    sort: "distance",
    pageSize: 5,
  }),
};
