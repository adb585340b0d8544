import type { Db } from "../../db/client.ts";

/**
 * What a job's applications and invitations allow and undergo when the company closes or deletes it. The
 * applications module owns those tables and provides this (the composition root passes it in): jobs reads
 * no other module's tables and imports no other module. Each runs in the caller's transaction, with the
 * job row locked.
 */
export type JobDealings = {
  /** Applications of the job still waiting for the company's final answer. */
  countOpenApplications(tx: Db, jobId: string): Promise<number>;
  /** Whether anyone ever applied: such a job is closed, not deleted. */
  hasApplications(tx: Db, jobId: string): Promise<boolean>;
  /** Ends the job's open invitations and tells each invited student why. */
  endOpenInvitations(tx: Db, options: { jobId: string; reason: "job-closed" | "job-deleted" }): Promise<void>;
};
