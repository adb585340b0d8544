import type { Job } from "@stint/shared/jobs";
import type { Db } from "../../db/client.ts";
import { changeJobStatus } from "./change-job-status.ts";

/** A closed job is published again; it must be complete (a passed deadline needs moving first). */
export function reopenJob(options: { db: Db; companyId: string; jobId: string }): Promise<Job> {
  return changeJobStatus({
    ...options,
    transition: {
      from: "closed",
      to: "published",
      needsPublishable: true,
      refusals: {
        draft: "This job is a draft. Publish it instead.",
        published: "This job is already open.",
      },
    },
  });
}
