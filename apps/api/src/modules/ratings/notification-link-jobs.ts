import { inArray } from "drizzle-orm";
import { ratings } from "../../db/schema/index.ts";
import { applicationLinkJobs } from "../applications/notification-link-jobs.ts";
import type { NotificationLinkJobs } from "../notifications/notification-targets.ts";

/**
 * How the notifications module finds the job of each record a notification links to: the applications
 * module's records, and ratings (which keep their match's job). Composed here, the one module that may see
 * both; the composition root and the account export pass it to notifications.
 */
export const notificationLinkJobs: NotificationLinkJobs = {
  ...applicationLinkJobs,
  rating: (db, ids) =>
    db.select({ id: ratings.id, jobId: ratings.jobId }).from(ratings).where(inArray(ratings.id, ids)),
};
