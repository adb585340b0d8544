import { type JobAlert, jobAlertSearchWire } from "@stint/shared/job-alerts";
import type { jobAlerts } from "../../db/schema/index.ts";

export type JobAlertRow = typeof jobAlerts.$inferSelect;

/** An alert as its student sees it, with how many new jobs wait for its next digest. */
export const jobAlertDto = (row: JobAlertRow, pendingJobs: number): JobAlert => ({
  id: row.id,
  name: row.name,
  frequency: row.frequency,
  paused: row.paused,
  search: jobAlertSearchWire(row.search),
  placeLabel: row.placeLabel,
  pendingJobs,
  lastDigestAt: row.lastDigestAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
