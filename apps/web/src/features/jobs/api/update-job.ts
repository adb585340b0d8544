import type { Job, JobPatch } from "@stint/shared/jobs";
import { api } from "../../../lib/api-client.ts";

/** Sends only the changed fields; the caller computes them against the loaded job. */
export function updateJob(id: string, changes: JobPatch) {
  return api.patch<Job>(`/jobs/${encodeURIComponent(id)}`, changes);
}
