import { OPEN_APPLICATION_STATUSES } from "@stint/shared/application-statuses";
import { and, count, eq, inArray } from "drizzle-orm";
import { applications, invitations } from "../../db/schema/index.ts";
import type { JobDealings } from "../jobs/job-dealings.ts";
import { endOpenInvitations } from "./end-open-invitations.ts";

/** The applications module's answers to the jobs module when a job is closed or deleted. */
export const jobDealings: JobDealings = {
  async countOpenApplications(tx, jobId) {
    const [row] = await tx
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), inArray(applications.status, [...OPEN_APPLICATION_STATUSES])));
    return row?.n ?? 0;
  },
  async hasApplications(tx, jobId) {
    const [row] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.jobId, jobId))
      .limit(1);
    return row !== undefined;
  },
  async endOpenInvitations(tx, { jobId, reason }) {
    await endOpenInvitations(tx, { where: eq(invitations.jobId, jobId), reason });
  },
};
