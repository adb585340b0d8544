import { OPEN_APPLICATION_STATUSES, type Job } from "@stint/shared";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, invitations } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import { changeJobStatus } from "./change-job-status.ts";
import { endOpenInvitations } from "./end-open-invitations.ts";

/**
 * A published job stops taking applications but stays readable. Closing never leaves an applicant without
 * an answer (PRODUCT §3): while the job has open applications it is refused with 409, and the company
 * either gives each its final status or rejects them all with one reason and closes in one step
 * (`POST /api/applications/reject-open` with `closeJob: true`, which calls this in its transaction). The
 * count is taken with the job row locked, and applying takes a share lock on it, so no application slips
 * in between. Its open invitations end, each student told.
 */
export function closeJob(options: { db: Db; companyId: string; jobId: string }): Promise<Job> {
  return changeJobStatus({
    ...options,
    transition: {
      from: "published",
      to: "closed",
      needsPublishable: false,
      refusals: {
        draft: "A draft is not open yet, so it cannot be closed. Publish it or delete it.",
        closed: "This job is already closed.",
      },
      check: async (tx, job) => {
        const [row] = await tx
          .select({ n: count() })
          .from(applications)
          .where(and(eq(applications.jobId, job.id), inArray(applications.status, [...OPEN_APPLICATION_STATUSES])));
        const open = row?.n ?? 0;
        if (open > 0) {
          const applicationsText = open === 1 ? "1 open application" : `${open} open applications`;
          throw conflict(
            `This job has ${applicationsText}. Give each a final status first, or reject them all with one ` +
              "reason and close the job in one step.",
          );
        }
      },
      // An invitation to a closed job could only be refused: it ends, and its student is told.
      after: async (tx, job) => {
        await endOpenInvitations(tx, { where: eq(invitations.jobId, job.id), reason: "job-closed" });
      },
    },
  });
}
