import type { Job } from "@stint/shared/jobs";
import type { Db } from "../../db/client.ts";
import { conflict } from "../../lib/errors.ts";
import { changeJobStatus } from "./change-job-status.ts";
import type { JobDealings } from "./job-dealings.ts";

/**
 * A published job stops taking applications but stays readable. Closing never leaves an applicant without
 * an answer (PRODUCT §3): while the job has open applications it is refused with 409, and the company
 * either gives each its final status or rejects them all with one reason and closes in one step
 * (`POST /api/applications/reject-open` with `closeJob: true`, which calls this in its transaction). The
 * count is taken with the job row locked, and applying takes a share lock on it, so no application slips
 * in between. Its open invitations end, each student told.
 */
export function closeJob(options: { db: Db; companyId: string; jobId: string; dealings: JobDealings }): Promise<Job> {
  const { dealings, ...job } = options;
  return changeJobStatus({
    ...job,
    transition: {
      from: "published",
      to: "closed",
      needsPublishable: false,
      refusals: {
        draft: "A draft is not open yet, so it cannot be closed. Publish it or delete it.",
        closed: "This job is already closed.",
      },
      check: async (tx, job) => {
        const open = await dealings.countOpenApplications(tx, job.id);
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
        await dealings.endOpenInvitations(tx, { jobId: job.id, reason: "job-closed" });
      },
    },
  });
}
