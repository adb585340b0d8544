import type { AppDeps } from "../../app-deps.ts";
import type { StudentJobViews } from "../jobs/student-job-views.ts";
import { bestMatchSearch } from "./best-match-search.ts";
import { jobsForYou } from "./jobs-for-you.ts";
import { todayIso } from "./match-inputs.ts";

/**
 * Matching's side of the job search for students (see StudentJobViews), over this process's matching index,
 * reading where the request's read side says (the primary or the read replica).
 */
export function studentJobViews(deps: Pick<AppDeps, "matchingIndex">): StudentJobViews {
  const index = deps.matchingIndex;
  return {
    forYou: ({ studentId, items, read }) => jobsForYou({ db: read.db, index, studentId, items, today: todayIso() }),
    bestMatch: ({ studentId, query, read }) =>
      bestMatchSearch({ db: read.db, reads: read.reads, index, studentId, query, today: todayIso() }),
  };
}
