import type { Job } from "@stint/shared";
import type { Db } from "../../db/client.ts";
import { changeJobStatus } from "./change-job-status.ts";

/**
 * A published job stops taking applications but stays readable. When applications exist (a later issue),
 * closing is where every open application gets its final status.
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
    },
  });
}
