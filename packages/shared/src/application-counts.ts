import { z } from "zod";
import { APPLICATION_STATUSES } from "./applications.ts";

/**
 * `GET /api/applications/counts`: the signed-in company's applications counted per job, in one query: per
 * status, the overdue ones (open and not moved for OVERDUE_AFTER_DAYS) and the invitations still waiting for
 * the student. `jobId` narrows it to one of the company's jobs (another company's job is a 404).
 */
export const applicationCountsQuerySchema = z.object({
  jobId: z.string({ error: "Choose a job." }).trim().min(1, "Choose a job.").max(64, "This is not a job.").optional(),
});
export type ApplicationCountsQuery = z.infer<typeof applicationCountsQuerySchema>;

export const jobApplicationCountsSchema = z.object({
  jobId: z.string(),
  jobTitle: z.string(),
  jobStatus: z.enum(["draft", "published", "closed"]),
  /** Every status, 0 when none. */
  byStatus: z.record(z.enum(APPLICATION_STATUSES), z.number().int()),
  /** Applications in all statuses. */
  total: z.number().int(),
  /** Open applications (applied to offer). */
  open: z.number().int(),
  /** Open applications the company has not moved for OVERDUE_AFTER_DAYS days. */
  overdue: z.number().int(),
  /** Invitations to the job the student has not answered yet. */
  openInvitations: z.number().int(),
});
export type JobApplicationCounts = z.infer<typeof jobApplicationCountsSchema>;

export const applicationCountsSchema = z.object({
  /**
   * The company's jobs that have applications or invitations, newest job first (with `jobId`: that job, also
   * when all its counts are 0).
   */
  jobs: z.array(jobApplicationCountsSchema),
});
export type ApplicationCounts = z.infer<typeof applicationCountsSchema>;
