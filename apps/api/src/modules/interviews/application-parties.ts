import type { ApplicationStatus } from "@stint/shared/application-statuses";
import { eq } from "drizzle-orm";
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
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      studentName: students.name,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(students, eq(students.id, applications.studentId))
    .where(eq(applications.id, applicationId));
  const [row] = options.lock ? await query.for("update", { of: applications }) : await query;
  if (!row) throw applicationNotFound();
  assertInterviewAccess(party, row, action, applicationNotFound);
  return row;
}
