import type { ApplicationCreate, ApplicationDetail } from "@stint/shared/applications";
import { api } from "../../../lib/api-client.ts";

/** Apply to a published job with one of the student's CVs (the primary one when none is named) and a note. */
export function applyToJob(input: ApplicationCreate) {
  return api.post<ApplicationDetail>("/applications", input);
}
