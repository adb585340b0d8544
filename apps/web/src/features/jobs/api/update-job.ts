import type { JobPatch } from "@stint/shared/jobs";
import { answer, api } from "../../../lib/api-client.ts";

/** Sends only the changed fields; the caller computes them against the loaded job. */
export function updateJob(id: string, changes: JobPatch) {
  return answer(api.PATCH("/jobs/{id}", { params: { path: { id } }, body: changes }));
}
