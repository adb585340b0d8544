import { scorePair } from "@stint/matching";
import type { MatchExplanation } from "@stint/shared/matching";
import type { Db } from "../../db/client.ts";
import type { Viewer } from "../../lib/http/viewer.ts";
import { canViewStudent } from "../access/view-student.ts";
import { jobNotFound, loadJob } from "../jobs/load-job.ts";
import { cvNotFound, findMatchCv } from "./cv-for-matching.ts";

/**
 * The whole explanation of one CV against one job, the same for both sides: a student for their own CV
 * and any job students can open (published or closed); a company for its own job and a CV it may see
 * (modules/access). Anything else is a 404, so neither side learns what exists.
 */
export async function explainMatch(options: {
  db: Db;
  viewer: Viewer;
  cvId: string;
  jobId: string;
  today: string;
}): Promise<MatchExplanation> {
  const { db, viewer } = options;
  const [cv, job] = await Promise.all([findMatchCv({ db, cvId: options.cvId }), loadJob({ db, jobId: options.jobId })]);
  const cvSubject = { cvId: options.cvId };
  if (!cv || !(await canViewStudent({ db, viewer, studentId: cv.studentId, resource: "cv", cv: cvSubject }))) {
    throw cvNotFound();
  }
  const ownJob = viewer.role === "company" && job?.companyId === viewer.accountId;
  const studentsMayOpen = viewer.userId === cv.studentId && job !== null && job.status !== "draft";
  if (!job || !(ownJob || studentsMayOpen)) throw jobNotFound();
  const result = scorePair(cv, job, { today: options.today, student: cv.profile });
  return {
    score: result.score,
    jobFit: result.jobFit,
    studentFit: result.studentFit,
    parts: [...result.parts],
    missing: [...result.missing],
    excluded: result.excluded ? [...result.excluded] : null,
  };
}
