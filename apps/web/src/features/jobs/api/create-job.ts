import type { Job, JobCreate } from "@stint/shared/jobs";
import { api } from "../../../lib/api-client.ts";

/** A new job, saved as a draft, or published at once with `publish: true` (refused whole when incomplete). */
export function createJob(input: JobCreate) {
  return api.post<Job>("/jobs", input);
}
