import type { ApplicationStatus } from "@stint/shared/application-statuses";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, jobs, students } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import type { InterviewAction } from "../access/interview-access-policy.ts";
import type { Party } from "../applications/party.ts";
import { applicationNotFound } from "../applications/get-application.ts";
import { assertInterviewAccess } from "./interview-viewer.ts";

export type ApplicationParties = {
  id: string;
  companyId: string | null;
  studentId: string | null;
  status: ApplicationStatus;
  jobTitle: string;
  companyName: string;
  studentName: string;
};

/**
 * The application an interview is (or would be) of, with its parties and names, for `action` (404 for a
 * stranger, as the application itself would be). `lock` takes the application row's lock, so that a proposal
 * and a status change of the company's are ordered.
 */
export async function applicationFor(
  db: Db,
  party: Party,
  applicationId: string,
  action: InterviewAction,
  options: { lock?: boolean } = {},
): Promise<ApplicationParties> {
  if (!isUuid(applicationId)) throw applicationNotFound();
  const query = db
    .select({
      id: applications.id,
      companyId: applications.companyId,
      studentId: applications.studentId,
      status: applications.status,
      // A deleted account's side survives as decision 022 says (the job's copy, "Deleted account").
      jobTitle: sql<string>`coalesce(${jobs.title}, ${applications.removedJob}->>'title', 'Removed job')`,
      companyName: sql<string>`coalesce(${jobs.companyName}, ${applications.removedJob}->>'companyName', 'Deleted account')`,
      studentName: sql<string>`coalesce(${students.name}, 'Deleted account')`,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(students, eq(students.id, applications.studentId))
    .where(eq(applications.id, applicationId));
  const [row] = options.lock ? await query.for("update", { of: applications }) : await query;
  if (!row) throw applicationNotFound();
  assertInterviewAccess(party, row, action, applicationNotFound);
  return row;
}
