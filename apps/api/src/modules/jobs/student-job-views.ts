import type { JobListItem, JobSearchResult } from "@stint/shared/jobs";
import type { JobSearchQuery } from "@stint/shared/job-search";
import type { JobsForYou } from "@stint/shared/job-marks";
import type { ReadSide } from "./read-side.ts";

/**
 * What the job search adds for a signed-in student: their marks and scores on a page's cards, and the best
 * match order. Matching provides it (the composition root passes it in): jobs imports no other module.
 * Neither goes through the shared cache of public pages: both are about one student only. `read`: where the
 * request's lag-tolerant reads go (the primary, or the read replica: read-side.ts).
 */
export type StudentJobViews = {
  forYou(options: { studentId: string; items: readonly JobListItem[]; read: ReadSide }): Promise<JobsForYou>;
  /** A public search's page ordered by the student's match score (`sort=match`); 400 without a primary CV. */
  bestMatch(options: { studentId: string; query: JobSearchQuery; read: ReadSide }): Promise<JobSearchResult>;
};
