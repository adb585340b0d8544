import type { AppDeps } from "../../app-deps.ts";
import type { StudentJobViews } from "../jobs/student-job-views.ts";
import { bestMatchSearch } from "./best-match-search.ts";
import { jobsForYou } from "./jobs-for-you.ts";
import { todayIso } from "./match-inputs.ts";

/** Matching's side of the job search for students (see StudentJobViews), over this process's matching index. */
export function studentJobViews(deps: Pick<AppDeps, "database" | "jobReads" | "matchingIndex">): StudentJobViews {
  const db = deps.database.db;
  const index = deps.matchingIndex;
  return {
    forYou: ({ studentId, items }) => jobsForYou({ db, index, studentId, items, today: todayIso() }),
    bestMatch: ({ studentId, query }) =>
      bestMatchSearch({ db, reads: deps.jobReads, index, studentId, query, today: todayIso() }),
  };
}
