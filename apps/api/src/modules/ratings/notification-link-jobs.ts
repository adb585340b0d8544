import { inArray } from "drizzle-orm";
import { ratings } from "../../db/schema/index.ts";
import type { NotificationLinkJobs } from "../notifications/notification-targets.ts";

/** The job of a rating a notification links to (a rating keeps its match's job). */
export const ratingLinkJobs = {
  rating: (db, ids) =>
    db.select({ id: ratings.id, jobId: ratings.jobId }).from(ratings).where(inArray(ratings.id, ids)),
} satisfies NotificationLinkJobs;
