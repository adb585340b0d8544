import { inArray } from "drizzle-orm";
import { applications, invitations, matches } from "../../db/schema/index.ts";
import type { LinkedRecordJobs, NotificationLinkJobs } from "../notifications/notification-targets.ts";

const jobsOf =
  (table: typeof applications | typeof invitations | typeof matches): LinkedRecordJobs =>
  (db, ids) =>
    db.select({ id: table.id, jobId: table.jobId }).from(table).where(inArray(table.id, ids));

/**
 * The jobs of the applications module's records that notifications link to. A `rateable` link names the
 * match to rate. An application whose company deleted its account has no job any more.
 */
export const applicationLinkJobs = {
  application: jobsOf(applications),
  invitation: jobsOf(invitations),
  match: jobsOf(matches),
  rateable: jobsOf(matches),
} satisfies NotificationLinkJobs;
