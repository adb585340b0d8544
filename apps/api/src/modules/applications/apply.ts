import type { ApplicationCreate, ApplicationDetail } from "@stint/shared/applications";
import type { Db } from "../../db/client.ts";
import { createApplication } from "./create-application.ts";
import { getApplication } from "./get-application.ts";

/** A student applies to a published job (see createApplication for the rules). */
export async function apply(options: {
  db: Db;
  studentId: string;
  input: ApplicationCreate;
}): Promise<ApplicationDetail> {
  const { db, studentId, input } = options;
  const applicationId = await db.transaction((tx) =>
    createApplication(tx, { studentId, jobId: input.jobId, cvId: input.cvId, note: input.note }),
  );
  return getApplication({ db, party: { role: "student", accountId: studentId, userId: studentId }, applicationId });
}
