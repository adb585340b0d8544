import type { Job } from "@stint/shared/jobs";
import type { Db } from "../../db/client.ts";
import { changeJobStatus } from "./change-job-status.ts";

/** A complete draft goes live; anything missing is a 400 listing the fields. */
export function publishJob(options: { db: Db; companyId: string; jobId: string }): Promise<Job> {
  return changeJobStatus({
    ...options,
    transition: {
      from: "draft",
      to: "published",
      needsPublishable: true,
      refusals: {
        published: "This job is already published.",
        closed: "This job is closed. Reopen it to publish it again.",
      },
    },
  });
}
