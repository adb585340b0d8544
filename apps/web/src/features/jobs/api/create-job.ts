import type { JobCreate } from "@stint/shared/jobs";
import { answer, api } from "../../../lib/api-client.ts";

/** A new job, saved as a draft, or published at once with `publish: true` (refused whole when incomplete). */
export function createJob(input: JobCreate) {
  return answer(api.POST("/jobs", { body: input }));
}
